import type { PayloadAction } from '@reduxjs/toolkit';
import { put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { accessActions } from '../../shared/access/access';
import type { HttpClient } from '../../shared/http/http-client';
import type { Remote } from '../../shared/remote/remote';
import { fetchRemote, redoable, takeLatestPerKey, type RemoteSource } from '../../shared/remote/remote-saga';
import { balanceEvents } from '../../shared/wallet/balance-events';
import * as api from './api';
import { agentCentreIntents as intents } from './intents';
import { selectAgentCentre } from './selectors';
import { agentCentreActions as actions } from './slice';
import type { MutationKey } from './types';

type Ask = ReturnType<typeof intents.reportRequested>;
type AnyCall = (http: HttpClient, query?: unknown) => Promise<unknown>;

const reports: RemoteSource<api.ReportKey> = { actions, select: (s, key) => selectAgentCentre(s).reports[key] };
const changes: RemoteSource<MutationKey> = {
  actions: {
    loadStarted: actions.mutationStarted,
    loadSucceeded: actions.mutationSucceeded,
    loadFailed: actions.mutationFailed,
    loadCancelled: actions.mutationCancelled,
  },
  select: (s, key) => selectAgentCentre(s).mutations[key],
};

/** Reads one report (takeLatestPerKey: a newer ask of the same report cancels the older, other reports go on). */
function* loadReport(action: Ask) {
  const { key, query } = action.payload;
  yield* fetchRemote(reports, key, query, api.agentReportCalls[key] as AnyCall, query);
}

/**
 * Reads a report again with the query it was last read with, if it was asked at all. Through the intent (not
 * inside the change's worker): a 401 on a read after a change must not redo the change.
 */
function* reload(key: api.ReportKey): Generator<unknown, void, unknown> {
  const report = (yield select((s) => selectAgentCentre(s).reports[key])) as Remote<unknown>;
  if (report.status !== 'idle' || report.loaded) yield put(intents.reportRequested({ key, query: report.query ?? undefined }));
}

/**
 * What each change may have changed: the reports read again after it, in this one table (only those read
 * before, with their last query, so the pages that show them are fresh). Contracts show on the contract pages
 * (consolidated), in the history and in team management's salary column; money in the team's lists, a
 * member's detail, the transactions and the overview.
 */
export const affectedBy: Record<MutationKey, readonly api.ReportKey[]> = {
  offer: ['consolidated', 'contractHistory'],
  terminate: ['consolidated', 'contractHistory', 'downlines'],
  answer: ['consolidated', 'contractHistory', 'downlines'],
  transfer: ['downlines', 'downlineDetail', 'teamTransactions', 'teamOverview'],
  create: ['downlines', 'directDownlines', 'teamOverview'],
  promote: ['downlines', 'directDownlines', 'downlineDetail'],
  rebates: ['downlineRebates'],
};

/**
 * A change: the call, then what it changed read again (`affectedBy`), after a failure too (a refusal may mean
 * the page was stale; a timeout may have done it). The calls are not alerts: the form that asked shows the
 * failure. A 401 started the session-expired flow and the slice was emptied with the logout, so nothing is
 * read again. Gives whether the change was made.
 */
function* mutate<A extends unknown[], R>(
  key: MutationKey,
  fn: (http: HttpClient, ...args: A) => Promise<R>,
  ...args: A
): Generator<unknown, boolean, unknown> {
  yield* fetchRemote(changes, key, null, fn, ...args);
  const { status } = (yield select((s) => selectAgentCentre(s).mutations[key])) as Remote<unknown>;
  if (status === 'idle') return false;
  for (const report of affectedBy[key]) yield* reload(report);
  return status === 'ready';
}

/** The downline's answer; consolidated is read again after it (spec 04), and so is the money it may move. */
function* answer(action: ReturnType<typeof intents.answerRequested>) {
  const { kind = 'DAILY_SALARY', id, status, confirmHigherRate = false } = action.payload;
  if (kind === 'DIVIDEND') yield* mutate('answer', api.answerDividend, status, confirmHigherRate);
  else if (kind === 'HOURLY_SALARY') yield* mutate('answer', api.answerHourSalary, id, status, confirmHigherRate);
  else if (kind === 'REALTIME_SALARY') yield* mutate('answer', api.answerRealtimeSalary, id, status, confirmHigherRate);
  else yield* mutate('answer', api.answerDailySalary, id, status, confirmHigherRate);
  // The notice's own read, when it was never read (mutate read it again otherwise). Not after a 401: the logout
  // emptied the slice, and the notice is read again after the login anyway.
  const { mutations, reports } = (yield select(selectAgentCentre)) as ReturnType<typeof selectAgentCentre>;
  if (mutations.answer.status !== 'idle' && reports.consolidated.status === 'idle' && !reports.consolidated.loaded)
    yield put(intents.reportRequested({ key: 'consolidated', query: undefined }));
}

function* offer(action: ReturnType<typeof intents.offerRequested>) {
  yield* mutate('offer', api.offerDailySalary, action.payload);
}

function* offerDividend(action: ReturnType<typeof intents.dividendOfferRequested>) {
  yield* mutate('offer', api.offerDividend, action.payload);
}

function* changeDividend(action: ReturnType<typeof intents.dividendChangeRequested>) {
  yield* mutate('offer', api.changeDividend, action.payload);
}

function* offerHourSalary(action: ReturnType<typeof intents.hourSalaryOfferRequested>) {
  yield* mutate('offer', api.offerHourSalary, action.payload);
}

function* offerRealtime(action: ReturnType<typeof intents.realtimeOfferRequested>) {
  yield* mutate('offer', api.offerRealtimeSalary, action.payload);
}

function* terminate(action: ReturnType<typeof intents.terminateRequested>) {
  yield* mutate('terminate', api.terminateContract, action.payload);
}

function* transfer(action: ReturnType<typeof intents.transferRequested>) {
  const { username, amount, password } = action.payload;
  const key = action.meta.idempotencyKey;
  if (yield* mutate('transfer', api.transferDownline, username, amount, password, key)) yield put(balanceEvents.changed());
}

function* createDownline(action: ReturnType<typeof intents.createDownlineRequested>) {
  yield* mutate('create', api.createDownline, action.payload);
}

function* promote(action: ReturnType<typeof intents.promoteRequested>) {
  yield* mutate('promote', api.promoteDownline, action.payload);
}

function* setRebates(action: ReturnType<typeof intents.rebatesRequested>) {
  yield* mutate('rebates', api.setDownlineRebates, action.payload);
}

/**
 * Back in the tab: the open page's figures may have moved (QA advanced the clock, a salary was paid), so the
 * open page reads its reports again (`pageRefreshed`, as its menu entry and its Refresh do: `parts/use-report.ts`).
 */
function* refreshOpenPage() {
  const { modal } = (yield select((s: { overlay: { modal: string | null } }) => s.overlay)) as { modal: string | null };
  if (modal === 'agentCentre') yield put(actions.pageRefreshed());
}

export function* agentCentreSaga() {
  yield takeLatestPerKey(intents.reportRequested.type, (a: Ask) => a.payload.key, loadReport);
  // The agent's changes are redoable: a 401 in the middle logs out, opens the login, and sends it again after.
  yield takeLeading(intents.answerRequested.type, redoable(answer));
  yield takeLeading(intents.offerRequested.type, redoable(offer));
  yield takeLeading(intents.dividendOfferRequested.type, redoable(offerDividend));
  yield takeLeading(intents.dividendChangeRequested.type, redoable(changeDividend));
  yield takeLeading(intents.hourSalaryOfferRequested.type, redoable(offerHourSalary));
  yield takeLeading(intents.realtimeOfferRequested.type, redoable(offerRealtime));
  yield takeLeading(intents.terminateRequested.type, redoable(terminate));
  yield takeLeading(intents.transferRequested.type, redoable(transfer));
  yield takeLeading(intents.createDownlineRequested.type, redoable(createDownline));
  yield takeLeading(intents.promoteRequested.type, redoable(promote));
  yield takeLeading(intents.rebatesRequested.type, redoable(setRebates));
  yield takeEvery(balanceEvents.tabReturned.type, refreshOpenPage);
  yield takeEvery(accessActions.sessionChanged.type, function* (action: PayloadAction<boolean>) {
    if (!action.payload) yield put(actions.reset());
  });
}
