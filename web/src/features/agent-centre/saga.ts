import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { accessActions } from '../../shared/access/access';
import { toErrorInfo } from '../../shared/http/api-error';
import { request } from '../../shared/store/saga-context';
import { balanceEvents } from '../../shared/wallet/balance-events';
import * as api from './api';
import { agentCentreIntents as intents } from './intents';
import { selectAgentCentre } from './selectors';
import { agentCentreActions as actions } from './slice';
import type { MutationKey } from './types';

type Payload<A extends (...args: never[]) => { payload: unknown }> = PayloadAction<ReturnType<A>['payload']>;
type AnyCall = (http: Parameters<(typeof api.reportCalls)['consolidated']>[0], query?: unknown) => Promise<unknown>;

/** Reads one report; a newer ask of the same report wins (an older answer arriving late is dropped). */
export function* loadReport(action: Payload<typeof intents.reportRequested>) {
  const { key, query } = action.payload;
  yield put(actions.reportStarted({ key, query }));
  try {
    const value: unknown = yield* request(api.reportCalls[key] as AnyCall, query);
    const now = (yield select(selectAgentCentre)) as ReturnType<typeof selectAgentCentre>;
    if (now.reports[key]?.query !== query) return;
    yield put(actions.reportLoaded({ key, value }));
  } catch (error) {
    yield put(actions.reportFailed({ key, error: toErrorInfo(error) }));
  }
}

/** Reads a report again with the query it was last read with, if it was read at all. */
function* reload(key: api.ReportKey) {
  const { reports } = (yield select(selectAgentCentre)) as ReturnType<typeof selectAgentCentre>;
  const report = reports[key];
  if (report) yield call(loadReport, intents.reportRequested({ key, query: report.query }));
}

/** A change: the call, then what it changed read again. Failures of alert calls were shown by request(). */
function* mutate(key: MutationKey, send: () => Generator<unknown, unknown, unknown>, reread: api.ReportKey[]) {
  yield put(actions.mutationStarted(key));
  let done = false;
  try {
    yield* send();
    yield put(actions.mutationDone(key));
    done = true;
  } catch (error) {
    yield put(actions.mutationFailed({ key, error: toErrorInfo(error) }));
  }
  for (const report of reread) yield call(reload, report);
  return done;
}

/** The downline's answer; consolidated is read again after it (spec 04), and so is the money it may move. */
function* answer(action: Payload<typeof intents.answerRequested>) {
  const { kind = 'DAILY_SALARY', id, status, confirmHigherRate = false } = action.payload;
  const send = () =>
    kind === 'DIVIDEND'
      ? request(api.answerDividend, status, confirmHigherRate)
      : kind === 'HOURLY_SALARY'
        ? request(api.answerHourSalary, id, status, confirmHigherRate)
        : kind === 'REALTIME_SALARY'
          ? request(api.answerRealtimeSalary, id, status, confirmHigherRate)
          : request(api.answerDailySalary, id, status, confirmHigherRate);
  yield call(mutate, 'answer', send, ['contractHistory', 'downlines']);
  yield call(loadReport, intents.reportRequested({ key: 'consolidated', query: undefined }));
}

function* offer(action: Payload<typeof intents.offerRequested>) {
  yield call(mutate, 'offer', () => request(api.offerDailySalary, action.payload), ['consolidated', 'contractHistory']);
}

function* offerDividend(action: Payload<typeof intents.dividendOfferRequested>) {
  yield call(mutate, 'offer', () => request(api.offerDividend, action.payload), ['consolidated', 'contractHistory']);
}

function* changeDividend(action: Payload<typeof intents.dividendChangeRequested>) {
  yield call(mutate, 'offer', () => request(api.changeDividend, action.payload), ['consolidated', 'contractHistory']);
}

function* offerHourSalary(action: Payload<typeof intents.hourSalaryOfferRequested>) {
  yield call(mutate, 'offer', () => request(api.offerHourSalary, action.payload), ['consolidated', 'contractHistory']);
}

function* offerRealtime(action: Payload<typeof intents.realtimeOfferRequested>) {
  yield call(mutate, 'offer', () => request(api.offerRealtimeSalary, action.payload), ['consolidated', 'contractHistory']);
}

function* terminate(action: Payload<typeof intents.terminateRequested>) {
  yield call(mutate, 'terminate', () => request(api.terminateContract, action.payload), ['consolidated', 'contractHistory']);
}

function* transfer(action: Payload<typeof intents.transferRequested>) {
  const { username, amount, password } = action.payload;
  const done = (yield call(mutate, 'transfer', () => request(api.transferDownline, username, amount, password), ['downlines'])) as boolean;
  if (done) yield put(balanceEvents.changed());
}

function* createDownline(action: Payload<typeof intents.createDownlineRequested>) {
  yield call(mutate, 'create', () => request(api.createDownline, action.payload), ['downlines', 'directDownlines']);
}

function* promote(action: Payload<typeof intents.promoteRequested>) {
  yield call(mutate, 'promote', () => request(api.promoteDownline, action.payload), ['downlines', 'directDownlines']);
}

function* setRebates(action: Payload<typeof intents.rebatesRequested>) {
  yield call(mutate, 'rebates', () => request(api.setDownlineRebates, action.payload), ['downlineRebates']);
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
  for (const key of keys) yield call(reload, key);
}

export function* agentCentreSaga() {
  yield takeEvery(intents.reportRequested.type, loadReport);
  yield takeLeading(intents.answerRequested.type, answer);
  yield takeLeading(intents.offerRequested.type, offer);
  yield takeLeading(intents.dividendOfferRequested.type, offerDividend);
  yield takeLeading(intents.dividendChangeRequested.type, changeDividend);
  yield takeLeading(intents.hourSalaryOfferRequested.type, offerHourSalary);
  yield takeLeading(intents.realtimeOfferRequested.type, offerRealtime);
  yield takeLeading(intents.terminateRequested.type, terminate);
  yield takeLeading(intents.transferRequested.type, transfer);
  yield takeLeading(intents.createDownlineRequested.type, createDownline);
  yield takeLeading(intents.promoteRequested.type, promote);
  yield takeLeading(intents.rebatesRequested.type, setRebates);
  yield takeEvery(balanceEvents.tabReturned.type, refreshOpenPage);
  yield takeEvery(accessActions.sessionChanged.type, function* (action: PayloadAction<boolean>) {
    if (!action.payload) yield put(actions.reset());
  });
}
