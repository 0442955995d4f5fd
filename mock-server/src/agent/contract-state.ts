import type { ContractKind, DividendTier, PayPeriod, RealtimeTerms, RecordStatus, SalaryTier } from '@portal/contracts';
import { statePart } from '../platform/world';

export type ContractState = 'OFFERED' | 'ACTIVE' | 'REJECTED' | 'TERMINATED' | 'REPLACED' | 'ENDED_BY_HIGHER_RATE';
export type Contract = {
  id: number;
  kind: ContractKind;
  uplineId: number;
  downlineId: number;
  /** Daily and hourly salary tiers (an hourly tier's betVolume is its minimumBet); empty for the other kinds. */
  details: SalaryTier[];
  dividend?: { period: PayPeriod; tiers: DividendTier[] };
  realtime?: RealtimeTerms;
  state: ContractState;
  /** What waits for the downline's answer: P a new offer, E a change, V a termination the upline asked for. */
  offerStatus?: 'P' | 'E' | 'V';
  /** An E offer replaces this contract in force when accepted. */
  replaces?: number;
  since?: number;
  /** The last UTC day (YYYY-MM-DD) paid or found nothing due. */
  lastSettledDay?: string;
  /** Dividend, hourly and real-time: where the next period to settle starts (ms). */
  settledUntil?: number;
};
export type ContractEvent = {
  contractId: number;
  kind: ContractKind;
  uplineId: number;
  downlineId: number;
  event: 'OFFERED' | 'CHANGED' | 'ACCEPTED' | 'REJECTED' | 'TERMINATION_ASKED' | 'TERMINATED' | 'ENDED_BY_HIGHER_RATE';
  details: SalaryTier[];
  dividend?: Contract['dividend'];
  realtime?: RealtimeTerms;
  at: number;
};
/** A settled period of a contract and what its rule used (contractRecordSchema in contracts/src/agent-contracts.ts). */
export type SalaryRecord = {
  recordId: number;
  contractId: number;
  kind: ContractKind;
  /** The period's key, as its ledger reference names it (a day, an hour, a 5-minute window, a pay period). */
  day: string;
  /** The period settled, [start, end) in ms. */
  periodStart: number;
  periodEnd: number;
  uplineId: number;
  downlineId: number;
  betVolume: number;
  netLoss: number;
  activeMembers: number;
  /** Real-time salary: stakes of the counted bets the members lost and won (0 for the other kinds). */
  lostStakes: number;
  wonStakes: number;
  tier: number | null;
  /** The met tier's rate: P a percentage (a dividend's too), else a fixed amount; null when no tier was met. */
  rateType: string | null;
  rate: number | null;
  /** Real-time salary: the rates applied to lost and won stakes (%); null for the other kinds. */
  lossRate: number | null;
  profitRate: number | null;
  amount: number;
  status: RecordStatus;
  /** When the amount was paid (ms), null unless PAID. */
  paidAt: number | null;
};

/** Contracts between uplines and downlines of one world, their history and the salaries they paid. */
export class AgentState {
  readonly contracts = new Map<number, Contract>();
  readonly events: ContractEvent[] = [];
  readonly records: SalaryRecord[] = [];
  /** By user id: the rebate rates its upline set it, a percentage by product id (rebate-rates.ts). */
  readonly rebates = new Map<number, Record<string, number>>();
  private nextContractId = 1;
  private nextRecordId = 1;

  create(contract: Omit<Contract, 'id'>): Contract {
    const stored = { ...contract, id: this.nextContractId++ };
    this.contracts.set(stored.id, stored);
    return stored;
  }

  log(contract: Contract, event: ContractEvent['event'], at: number) {
    this.events.push({
      contractId: contract.id,
      kind: contract.kind,
      uplineId: contract.uplineId,
      downlineId: contract.downlineId,
      event,
      details: contract.details,
      ...(contract.dividend && { dividend: contract.dividend }),
      ...(contract.realtime && { realtime: contract.realtime }),
      at,
    });
  }

  record(record: Omit<SalaryRecord, 'recordId'>): SalaryRecord {
    const stored = { ...record, recordId: this.nextRecordId++ };
    this.records.push(stored);
    return stored;
  }

  /** The contract of this kind in force between this upline and downline, if any. */
  activeBetween(uplineId: number, downlineId: number, kind: ContractKind = 'DAILY_SALARY') {
    return [...this.contracts.values()].find(
      (c) => c.kind === kind && c.state === 'ACTIVE' && c.uplineId === uplineId && c.downlineId === downlineId,
    );
  }

  /** The offer of this kind waiting between them (new or changed), if any. */
  pendingBetween(uplineId: number, downlineId: number, kind: ContractKind = 'DAILY_SALARY') {
    return [...this.contracts.values()].find(
      (c) => c.kind === kind && c.state === 'OFFERED' && c.uplineId === uplineId && c.downlineId === downlineId,
    );
  }
}

/** Agents' contracts and their settlements. */
export const agentPart = statePart('agent', () => new AgentState());
