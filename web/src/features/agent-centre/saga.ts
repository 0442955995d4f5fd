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
 * A change: the call, then what it changed read again. Failures of alert calls were shown by request(); a 401
 * started the session-expired flow and the slice was emptied with the logout, so nothing is read again.
 * Gives whether the change was made.
 */
function* mutate<A extends unknown[], R>(
  key: MutationKey,
  reread: api.ReportKey[],
  fn: (http: HttpClient, ...args: A) => Promise<R>,
  ...args: A
): Generator<unknown, boolean, unknown> {
  yield* fetchRemote(changes, key, null, fn, ...args);
  const { status } = (yield select((s) => selectAgentCentre(s).mutations[key])) as Remote<unknown>;
  if (status === 'idle') return false;
  for (const report of reread) yield* reload(report);
  return status === 'ready';
}

const contractReports: api.ReportKey[] = ['consolidated', 'contractHistory'];

/** The downline's answer; consolidated is read again after it (spec 04), and so is the money it may move. */
function* answer(action: ReturnType<typeof intents.answerRequested>) {
  const { kind = 'DAILY_SALARY', id, status, confirmHigherRate = false } = action.payload;
  const reread: api.ReportKey[] = ['contractHistory', 'downlines'];
  if (kind === 'DIVIDEND') yield* mutate('answer', reread, api.answerDividend, status, confirmHigherRate);
  else if (kind === 'HOURLY_SALARY') yield* mutate('answer', reread, api.answerHourSalary, id, status, confirmHigherRate);
  else if (kind === 'REALTIME_SALARY') yield* mutate('answer', reread, api.answerRealtimeSalary, id, status, confirmHigherRate);
  else yield* mutate('answer', reread, api.answerDailySalary, id, status, confirmHigherRate);
  // Not after a 401: the logout emptied the slice, and the notice is read again after the login anyway.
  const { mutations } = (yield select(selectAgentCentre)) as ReturnType<typeof selectAgentCentre>;
  if (mutations.answer.status !== 'idle') yield put(intents.reportRequested({ key: 'consolidated', query: undefined }));
}

function* offer(action: ReturnType<typeof intents.offerRequested>) {
  yield* mutate('offer', contractReports, api.offerDailySalary, action.payload);
}

function* offerDividend(action: ReturnType<typeof intents.dividendOfferRequested>) {
  yield* mutate('offer', contractReports, api.offerDividend, action.payload);
}

function* changeDividend(action: ReturnType<typeof intents.dividendChangeRequested>) {
  yield* mutate('offer', contractReports, api.changeDividend, action.payload);
}

function* offerHourSalary(action: ReturnType<typeof intents.hourSalaryOfferRequested>) {
  yield* mutate('offer', contractReports, api.offerHourSalary, action.payload);
}

function* offerRealtime(action: ReturnType<typeof intents.realtimeOfferRequested>) {
  yield* mutate('offer', contractReports, api.offerRealtimeSalary, action.payload);
}

function* terminate(action: ReturnType<typeof intents.terminateRequested>) {
  yield* mutate('terminate', contractReports, api.terminateContract, action.payload);
}

function* transfer(action: ReturnType<typeof intents.transferRequested>) {
  const { username, amount, password } = action.payload;
  const key = action.meta.idempotencyKey;
  if (yield* mutate('transfer', ['downlines'], api.transferDownline, username, amount, password, key)) yield put(balanceEvents.changed());
}

function* createDownline(action: ReturnType<typeof intents.createDownlineRequested>) {
  yield* mutate('create', ['downlines', 'directDownlines'], api.createDownline, action.payload);
}

function* promote(action: ReturnType<typeof intents.promoteRequested>) {
  yield* mutate('promote', ['downlines', 'directDownlines'], api.promoteDownline, action.payload);
}

function* setRebates(action: ReturnType<typeof intents.rebatesRequested>) {
  yield* mutate('rebates', ['downlineRebates'], api.setDownlineRebates, action.payload);
}

/** Back in the tab: the open page's figures may have moved (QA advanced the clock, a salary was paid). */
function* refreshOpenPage() {
  const { modal } = (yield select((s: { overlay: { modal: string | null } }) => s.overlay)) as { modal: string | null };
  if (modal !== 'agentCentre') return;
  const keys = [
    'consolidated',
    'dailySalaryRecords',
    'dividendRecords',
    'dividendPayouts',
    'hourSalaryRecords',
    'realtimeSalaryRecords',
    'agentIncome',
  ] as const;
  for (const key of keys) yield* reload(key);
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
