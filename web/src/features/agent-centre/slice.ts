import { createSlice } from '@reduxjs/toolkit';
import { idleRemote, remoteReducers, type Remote } from '../../shared/remote/remote';
import type { ReportKey, ReportQuery, ReportValue } from './api';
import type { MutationKey } from './types';

/** One report's answer (null until first read) and the query that asked for it (the page's filter and page number). */
export type Report<K extends ReportKey> = Remote<ReportValue<K> | null, ReportQuery<K>>;
type Reports = { [K in ReportKey]: Report<K> };
/** A change the agent asked for: pending while it travels, then its answer or its failure's code. */
export type Mutation = Remote<unknown>;

export type AgentCentreState = {
  reports: Reports;
  mutations: Record<MutationKey, Mutation>;
  /** The offers notice was put aside for this session ("Later"). */
  offersDeferred: boolean;
  /** Counts the asks to read the open page again (its menu entry, Refresh, back in the tab): `parts/use-report.ts`. */
  refreshes: number;
};

// Every report, written out rather than read from api.ts: the selectors load with the shell, the calls do not.
const reportKeys = {
  consolidated: true,
  teamOverview: true,
  downlines: true,
  directDownlines: true,
  downlineDetail: true,
  downlineRebates: true,
  teamBets: true,
  teamProfitLoss: true,
  agentIncome: true,
  teamTransactions: true,
  contractHistory: true,
  dividendRecords: true,
  dividendPayouts: true,
  usernameCheck: true,
  hourSalaryRecords: true,
  realtimeSalaryRecords: true,
  dailySalaryRecords: true,
  agentAffiliate: true,
  agentAnnouncements: true,
} satisfies Record<ReportKey, true>;
const mutationKeys: MutationKey[] = ['offer', 'terminate', 'answer', 'transfer', 'create', 'promote', 'rebates'];
export const initialAgentCentreState: AgentCentreState = {
  reports: Object.fromEntries(Object.keys(reportKeys).map((key) => [key, idleRemote(null)])) as Reports,
  mutations: Object.fromEntries(mutationKeys.map((key) => [key, idleRemote<unknown>(null)])) as Record<MutationKey, Mutation>,
  offersDeferred: false,
  refreshes: 0,
};

// The changes' steps are the same four, named for changes so that they live beside the reports' own.
const changes = remoteReducers<AgentCentreState, MutationKey>((state, key) => state.mutations[key]);

export const agentCentreSlice = createSlice({
  name: 'agentCentre',
  initialState: initialAgentCentreState,
  reducers: {
    // The rows shown stay while the next page or filter loads (refreshing: the table says it is busy).
    ...remoteReducers<AgentCentreState, ReportKey>((state, key) => state.reports[key] as Remote<unknown>),
    mutationStarted: changes.loadStarted,
    mutationSucceeded: changes.loadSucceeded,
    mutationFailed: changes.loadFailed,
    mutationCancelled: changes.loadCancelled,
    offersDeferred(state) {
      state.offersDeferred = true;
    },
    /** The agent opens the notice again from a contract page (the menu's badge led it there). */
    offersReopened(state) {
      state.offersDeferred = false;
    },
    /** The open page is read again: each report it shows, with the query it shows. */
    pageRefreshed(state) {
      state.refreshes += 1;
    },
    /** Logout: nothing of one agent stays for the next. */
    reset() {
      return initialAgentCentreState;
    },
  },
});

export const agentCentreActions = agentCentreSlice.actions;

declare module '../../shared/store/root-state' {
  interface RootState {
    agentCentre?: AgentCentreState;
  }
}
