import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../shared/http/api-error';
import type { ReportKey, ReportQuery, ReportValue } from './api';
import type { LoadStatus, MutationKey } from './types';

/** One report's answer and the query that asked for it (the page's filter and page number). */
export type Report<K extends ReportKey> = {
  status: LoadStatus;
  error: ErrorInfo | null;
  query: ReportQuery<K> | null;
  value: ReportValue<K> | null;
};
type Reports = { [K in ReportKey]?: Report<K> };
/** A change the agent asked for: pending while it travels; `done` counts successes, so a form empties after each. */
export type Mutation = { pending: boolean; done: number; error: ErrorInfo | null };

export type AgentCentreState = {
  reports: Reports;
  mutations: Record<MutationKey, Mutation>;
  /** The offers notice was put aside for this session ("Later"). */
  offersDeferred: boolean;
};

const noMutation: Mutation = { pending: false, done: 0, error: null };
export const initialAgentCentreState: AgentCentreState = {
  reports: {},
  mutations: {
    offer: noMutation,
    terminate: noMutation,
    answer: noMutation,
    transfer: noMutation,
    create: noMutation,
    promote: noMutation,
    rebates: noMutation,
  },
  offersDeferred: false,
};

type Keyed<K extends ReportKey, T> = { key: K } & T;
type AnyReport = Report<ReportKey>;

export const agentCentreSlice = createSlice({
  name: 'agentCentre',
  initialState: initialAgentCentreState,
  reducers: {
    reportStarted(state, action: PayloadAction<Keyed<ReportKey, { query: unknown }>>) {
      const { key, query } = action.payload;
      const before = state.reports[key] as AnyReport | undefined;
      // The rows shown stay while the next page or filter loads (the table says it is busy).
      state.reports[key] = { status: 'loading', error: null, query, value: before?.value ?? null } as never;
    },
    reportLoaded(state, action: PayloadAction<Keyed<ReportKey, { value: unknown }>>) {
      const report = state.reports[action.payload.key] as AnyReport | undefined;
      if (report) Object.assign(report, { status: 'ready', error: null, value: action.payload.value });
    },
    reportFailed(state, action: PayloadAction<Keyed<ReportKey, { error: ErrorInfo }>>) {
      const report = state.reports[action.payload.key] as AnyReport | undefined;
      if (report) Object.assign(report, { status: 'failed', error: action.payload.error });
    },
    mutationStarted(state, action: PayloadAction<MutationKey>) {
      state.mutations[action.payload] = { ...state.mutations[action.payload], pending: true, error: null };
    },
    mutationDone(state, action: PayloadAction<MutationKey>) {
      const m = state.mutations[action.payload];
      state.mutations[action.payload] = { pending: false, done: m.done + 1, error: null };
    },
    mutationFailed(state, action: PayloadAction<{ key: MutationKey; error: ErrorInfo }>) {
      state.mutations[action.payload.key] = { ...state.mutations[action.payload.key], pending: false, error: action.payload.error };
    },
    offersDeferred(state) {
      state.offersDeferred = true;
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
