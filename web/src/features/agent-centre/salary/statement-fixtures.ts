import type { ContractRecord } from '@portal/contracts';

const MIN = 60_000;
const at = (d: number, h = 0, m = 0) => Date.UTC(2026, 10, d, h, m);

/** A settled record as the record calls answer it (contractRecordSchema), paid unless told otherwise. */
export const record = (over: Partial<ContractRecord>): ContractRecord => ({
  recordId: 1,
  contractId: 1,
  kind: 'DAILY_SALARY',
  day: '2026-11-26',
  periodStart: at(26),
  periodEnd: at(27),
  upline: 'agent01',
  downline: 'a01m1',
  betVolume: 600,
  netLoss: 0,
  activeMembers: 3,
  lostStakes: 0,
  wonStakes: 0,
  tier: 0,
  rateType: 'F',
  rate: 6,
  lossRate: null,
  profitRate: null,
  amount: 6,
  status: 'PAID',
  paidAt: at(27),
  ...over,
});

/** The audited payouts: real-time 2.79 = 530 × 0.5 % + 70 × 0.2 %, hourly 6.00, daily 6.00, dividend 92.00 = 460 × 20 %. */
export const audited = {
  realtime: record({
    kind: 'REALTIME_SALARY',
    day: '2026-11-26T07:40',
    periodStart: at(26, 7, 40),
    periodEnd: at(26, 7, 40) + 5 * MIN,
    lostStakes: 530,
    wonStakes: 70,
    tier: null,
    rateType: null,
    rate: null,
    lossRate: 0.5,
    profitRate: 0.2,
    amount: 2.79,
    paidAt: at(26, 7, 45),
  }),
  hourly: record({ kind: 'HOURLY_SALARY', day: '2026-11-26T07', periodStart: at(26, 7), periodEnd: at(26, 8), paidAt: at(26, 8) }),
  daily: record({}),
  dividend: record({
    kind: 'DIVIDEND',
    day: '2026-11-23..2026-11-29',
    periodStart: at(23),
    periodEnd: at(30),
    netLoss: 460,
    rateType: 'P',
    rate: 20,
    amount: 92,
    paidAt: at(30),
  }),
  dividendTeamWon: record({
    recordId: 2,
    kind: 'DIVIDEND',
    day: '2026-11-16..2026-11-22',
    periodStart: at(16),
    periodEnd: at(23),
    netLoss: -35.5,
    tier: null,
    rateType: null,
    rate: null,
    amount: 0,
    status: 'NOTHING_DUE',
    paidAt: null,
  }),
};
