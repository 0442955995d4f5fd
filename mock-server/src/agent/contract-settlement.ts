import type { World } from '../platform/world';
import { notifyPayout } from './contract-notices';
import { cents, LedgerError, MAIN_WALLET, TxCode } from '../wallet/ledger';
import { ledgerOf } from '../wallet/player-wallets';
import { type Contract, type SalaryRecord, agentPart } from './contract-state';
import { dividendOf, HOUR_MS, payPeriodOf, periodLabel, realtimeOf, REALTIME_WINDOW_MS } from './contract-rules';
import { salaryOf, tierMet, tierRate } from './salary-rules';
import { PERCENT_RATE } from '@portal/contracts';
import { betsOf } from './team-reports';
import { teamOf } from './team-seed';
import { identityPart } from '../identity/identity-state';

type Window = { start: number; end: number };
/** What a period came to and what the rule used. */
type Due = Pick<
  SalaryRecord,
  | 'betVolume'
  | 'netLoss'
  | 'activeMembers'
  | 'lostStakes'
  | 'wonStakes'
  | 'tier'
  | 'rateType'
  | 'rate'
  | 'lossRate'
  | 'profitRate'
  | 'amount'
>;
const noSplit = { lostStakes: 0, wonStakes: 0, lossRate: null, profitRate: null } as const;

/** The downline and everyone below it: whose activity a contract pays for. */
const teamIds = (world: World, downlineId: number) => [
  world.part(identityPart).userById(downlineId)!,
  ...teamOf(world.part(identityPart), downlineId).map((m) => m.user),
];

/** The team's bets in a window from the ledger: volume, wins, how many bet, and each settled bet. */
export function teamWindow(world: World, downlineId: number, w: Window) {
  let bets = 0;
  let wins = 0;
  let active = 0;
  const settled: { stake: number; payout: number }[] = [];
  for (const member of teamIds(world, downlineId)) {
    const rows = ledgerOf(world, member)
      .transactionsOf(member.id)
      .filter((t) => t.txTime >= w.start && t.txTime < w.end);
    const own = rows.filter((t) => t.txCode === TxCode.Bet);
    if (own.length > 0) active++;
    bets += own.reduce((s, t) => s - t.amount, 0);
    wins += rows.filter((t) => t.txCode === TxCode.Win).reduce((s, t) => s + t.amount, 0);
    settled.push(...betsOf(world, member).filter((b) => b.betTime >= w.start && b.betTime < w.end));
  }
  return { validBet: cents(bets), netLoss: cents(bets - wins), activeMembers: active, settled };
}

const kinds = {
  DIVIDEND: {
    code: 'DV',
    paid: { out: TxCode.DividendOut, in: TxCode.DividendIn },
    maxAtOnce: 24,
    windowOf: (c: Contract, at: number) => payPeriodOf(c.dividend!.period, at),
    label: periodLabel,
    due(world: World, c: Contract, w: Window): Due {
      const team = teamWindow(world, c.downlineId, w);
      const { tier, amount } = dividendOf(c.dividend!.tiers, team);
      return {
        betVolume: team.validBet,
        netLoss: team.netLoss,
        activeMembers: team.activeMembers,
        ...noSplit,
        tier,
        // A dividend's rate is a fraction of the net loss; records give it as a percentage.
        ...(tier === null
          ? { rateType: null, rate: null }
          : { rateType: PERCENT_RATE, rate: cents(c.dividend!.tiers[tier]!.contractRate * 100) }),
        amount,
      };
    },
  },
  HOURLY_SALARY: {
    code: 'HS',
    paid: { out: TxCode.SalaryOut, in: TxCode.SalaryIn },
    maxAtOnce: 24 * 7,
    windowOf: (_: Contract, at: number) => ({ start: at - (at % HOUR_MS), end: at - (at % HOUR_MS) + HOUR_MS }),
    label: (w: Window) => new Date(w.start).toISOString().slice(0, 13),
    due(world: World, c: Contract, w: Window): Due {
      const team = teamWindow(world, c.downlineId, w);
      const tier = tierMet(c.details, team.validBet, team.activeMembers);
      return {
        betVolume: team.validBet,
        netLoss: team.netLoss,
        activeMembers: team.activeMembers,
        ...noSplit,
        ...tierRate(c.details, tier),
        amount: tier === null ? 0 : salaryOf(c.details[tier]!, team.validBet),
      };
    },
  },
  REALTIME_SALARY: {
    code: 'RT',
    paid: { out: TxCode.SalaryOut, in: TxCode.SalaryIn },
    maxAtOnce: 12 * 24 * 2,
    windowOf: (_: Contract, at: number) => ({
      start: at - (at % REALTIME_WINDOW_MS),
      end: at - (at % REALTIME_WINDOW_MS) + REALTIME_WINDOW_MS,
    }),
    label: (w: Window) => new Date(w.start).toISOString().slice(0, 16),
    due(world: World, c: Contract, w: Window): Due {
      const team = teamWindow(world, c.downlineId, w);
      const { lostStakes, wonStakes, amount } = realtimeOf(c.realtime!, team.settled);
      // Real-time salary has no tiers: the two rates apply to the counted stakes.
      return {
        betVolume: team.validBet,
        netLoss: team.netLoss,
        activeMembers: team.activeMembers,
        lostStakes,
        wonStakes,
        tier: null,
        rateType: null,
        rate: null,
        lossRate: c.realtime!.lossRate,
        profitRate: c.realtime!.profitRate,
        amount,
      };
    },
  },
} as const;

/** Where the first unsettled period of a contract ends, by what it was worked out from (see periodEndOf). */
const periodEnds = new WeakMap<Contract, { kind: Contract['kind']; from: number; period: string | undefined; end: number }>();

/**
 * Where the contract's first unsettled period ends (starting at `from`): nothing is due before. Kept per contract
 * and worked out again only when its kind, start or pay period changes: each request's catch-up reads it.
 */
function periodEndOf(contract: Contract, from: number): number {
  const kept = periodEnds.get(contract);
  const period = contract.dividend?.period;
  if (kept?.from === from && kept.kind === contract.kind && kept.period === period) return kept.end;
  const end = kinds[contract.kind as Exclude<Contract['kind'], 'DAILY_SALARY'>].windowOf(contract, from).end;
  periodEnds.set(contract, { kind: contract.kind, from, period, end });
  return end;
}

/**
 * Pays every dividend, hourly and real-time salary contract in force for each whole period the world's clock
 * has passed since it began (the period of its acceptance counts), from the upline's main wallet into the
 * downline's: a dividend at the end of its pay period, an hourly salary each hour, a real-time salary every
 * five minutes. An upline that cannot pay leaves the period UNPAID; a period that met no tier is NOTHING_DUE.
 */
export function settleOtherContracts(world: World) {
  const now = world.now();
  for (const contract of world.part(agentPart).contracts.values()) {
    if (contract.kind === 'DAILY_SALARY' || contract.state !== 'ACTIVE' || contract.since === undefined) continue;
    const from = contract.settledUntil ?? contract.since;
    if (now < periodEndOf(contract, from)) continue;
    const kind = kinds[contract.kind];
    let w = kind.windowOf(contract, from);
    for (let n = 0; w.end <= now && n < kind.maxAtOnce; n++) {
      const upline = world.part(identityPart).userById(contract.uplineId);
      const downline = world.part(identityPart).userById(contract.downlineId);
      if (!upline || !downline) break;
      const due = kind.due(world, contract, w);
      let status: SalaryRecord['status'] = due.amount > 0 ? 'PAID' : 'NOTHING_DUE';
      const reference = `${kind.code}-${contract.id}-${kind.label(w)}`;
      if (due.amount > 0) {
        try {
          ledgerOf(world, upline).post(upline.id, [{ wallet: MAIN_WALLET, txCode: kind.paid.out, amount: -due.amount, reference }], w.end);
          ledgerOf(world, downline).post(
            downline.id,
            [{ wallet: MAIN_WALLET, txCode: kind.paid.in, amount: due.amount, reference }],
            w.end,
          );
        } catch (error) {
          if (!(error instanceof LedgerError)) throw error;
          status = 'UNPAID';
        }
      }
      world.part(agentPart).record({
        contractId: contract.id,
        kind: contract.kind,
        day: kind.label(w),
        periodStart: w.start,
        periodEnd: w.end,
        uplineId: upline.id,
        downlineId: downline.id,
        ...due,
        status,
        paidAt: status === 'PAID' ? w.end : null,
      });
      notifyPayout(world, world.part(agentPart).records.at(-1)!);
      contract.settledUntil = w.end;
      w = kind.windowOf(contract, w.end);
    }
  }
}
