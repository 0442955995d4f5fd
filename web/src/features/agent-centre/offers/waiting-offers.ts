import {
  ALL_PRODUCT_TYPE,
  type Consolidated,
  type ContractKind,
  type DividendTier,
  type EndingContract,
  type HourSalaryRate,
  type PayPeriod,
  type RealtimeTerms,
  type SalaryTier,
} from '@portal/contracts';

/** An offer waiting for my answer, whatever its kind, as the notice lists it. */
export type WaitingOffer = {
  kind: ContractKind;
  id: number;
  status: 'P' | 'E' | 'V';
  downlineHigherRate: 'Y' | 'N';
  upline: string;
  daily?: SalaryTier[];
  dividend?: { period: PayPeriod; tiers: DividendTier[] };
  hourly?: HourSalaryRate[];
  realtime?: RealtimeTerms;
  /** What accepting ends (downlineHigherRate Y): my downlines' contracts at a higher rate, when the platform names them. */
  ending: EndingContract[];
};

/** Every kind's offers from consolidated (spec 04); a dividend offer arrives as its tiers, one row each. */
export function waitingOffers(value: Consolidated | null | undefined): WaitingOffer[] {
  if (!value) return [];
  const daily = (value.dailysalreqtype[ALL_PRODUCT_TYPE] ?? []).map((o): WaitingOffer => ({
    kind: 'DAILY_SALARY',
    id: o.id,
    status: o.status,
    downlineHigherRate: o.downlineHigherRate,
    upline: o.upline ?? '',
    daily: o.details,
    ending: o.downlineHigherRateContracts ?? [],
  }));
  const dividends = new Map<number, WaitingOffer>();
  for (const { minimumBet, netLoss, activeMember, contractRate, downlineHigherRateContracts, ...row } of value.divtypereq[
    ALL_PRODUCT_TYPE
  ] ?? []) {
    const offer = dividends.get(row.id) ?? {
      kind: 'DIVIDEND' as const,
      id: row.id,
      status: row.status,
      downlineHigherRate: row.downlineHigherRate,
      upline: row.upline,
      dividend: { period: row.period, tiers: [] },
      ending: downlineHigherRateContracts ?? [],
    };
    offer.dividend!.tiers.push({ minimumBet, netLoss, activeMember, contractRate });
    dividends.set(row.id, offer);
  }
  const hourly = (value.contracthoursalreq[ALL_PRODUCT_TYPE] ?? []).map((o): WaitingOffer => ({
    kind: 'HOURLY_SALARY',
    id: o.contractId,
    status: o.status,
    downlineHigherRate: o.downlineHigherRate,
    upline: o.upline,
    hourly: o.hourSalaryRates,
    ending: o.downlineHigherRateContracts ?? [],
  }));
  const realtime = (value.realtimesalreqtype[ALL_PRODUCT_TYPE] ?? []).map(
    ({ contractId, status, downlineHigherRate, upline, downlineHigherRateContracts, ...terms }): WaitingOffer => ({
      kind: 'REALTIME_SALARY',
      id: contractId,
      status,
      downlineHigherRate,
      upline,
      realtime: terms,
      ending: downlineHigherRateContracts ?? [],
    }),
  );
  return [...daily, ...dividends.values(), ...hourly, ...realtime];
}

/** How many offers of a kind wait for my answer (the agent menu's badge on that kind's page). */
export const waitingOf = (value: Consolidated | null | undefined, kind: ContractKind) =>
  waitingOffers(value).filter((o) => o.kind === kind).length;

/** The offers I sent that wait for my downlines' answers, of one kind (consolidated `sentOffers`, ours). */
export const sentOffersOf = (value: Consolidated | null | undefined, kind: ContractKind) =>
  (value?.sentOffers?.[ALL_PRODUCT_TYPE] ?? []).filter((o) => o.kind === kind);
