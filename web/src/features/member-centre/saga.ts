import type { PayloadAction } from '@reduxjs/toolkit';
import type { WalletTransferRequest } from '@portal/contracts';
import { all, call, put, select, spawn, takeLatest, takeLeading } from 'redux-saga/effects';
import { accessActions } from '../../shared/access/access';
import { toErrorInfo } from '../../shared/http/api-error';
import { SessionKey } from '../../shared/storage/keys';
import { session } from '../../shared/storage/web-storage';
import { request } from '../../shared/store/saga-context';
import { selectOverlay } from '../../shared/ui-state/overlay-slice';
import { balanceEvents } from '../../shared/wallet/balance-events';
import * as api from './api';
import { memberCentreIntents as intents } from './intents';
import { loadAvailable, loadMissions, memberPerksSaga } from './perks-saga';
import { memberPerksActions } from './perks-slice';
import { loadRebate, loadRewards, memberReportsSaga } from './reports-saga';
import { memberReportsActions } from './reports-slice';
import { selectMemberCentre } from './selectors';
import { memberCentreActions as actions } from './slice';
import type { TxFilter } from './types';
import { defaultOrdersQuery } from './funds/orders-query';

type Payload<A extends (...args: never[]) => { payload: unknown }> = PayloadAction<ReturnType<A>['payload']>;

/** The wallets and their balances; isSingle is kept in sessionStorage as the spec names it (spec 04). */
export function* loadWallet() {
  yield put(actions.walletRequested());
  try {
    const value = yield* request(api.fetchMerchantWallet);
    session.setJson(SessionKey.MerchantWallet, { isSingle: value.isSingle });
    yield put(actions.walletLoaded(value));
  } catch (error) {
    yield put(actions.walletFailed(toErrorInfo(error)));
  }
}

/** Opening the wallet refreshes the header's balance too: money may have moved since it was read. */
function* walletOpened() {
  yield put(balanceEvents.changed());
  yield call(loadWallet);
}

function* transfer(action: Payload<typeof intents.transferRequested>) {
  yield put(actions.transferStarted());
  try {
    const value = yield* request(api.walletTransfer, action.payload as WalletTransferRequest);
    yield put(actions.transferDone(value.wallets));
    yield put(balanceEvents.changed());
  } catch {
    // walletTransfer is an alert call: request() showed the failure in the notice dialog.
    yield put(actions.transferFailed());
  }
}

/** My deposits or withdrawals: the days and page asked for, else those shown, else the default days' first page. */
function* loadOrders(type: api.FundType, asked?: api.OrdersQuery) {
  const shown = ((yield select(selectMemberCentre)) as ReturnType<typeof selectMemberCentre>).orders[type].query;
  const query = asked ?? shown ?? defaultOrdersQuery();
  yield put(actions.ordersRequested({ type, query }));
  try {
    const { list, total, totalPages } = yield* request(api.fetchFundOrders, type, query);
    yield put(actions.ordersLoaded({ type, list, total, totalPages }));
  } catch (error) {
    yield put(actions.ordersFailed({ type, error: toErrorInfo(error) }));
  }
}

function* loadMethods() {
  yield put(actions.methodsRequested());
  try {
    yield put(actions.methodsLoaded(yield* request(api.fetchDepositMethods)));
  } catch (error) {
    yield put(actions.methodsFailed(toErrorInfo(error)));
  }
}

function* depositOpened() {
  yield all([call(loadMethods), call(loadOrders, 'DEPOSIT')]);
}

function* depositFlow(action: Payload<typeof intents.depositRequested>) {
  yield put(actions.fundStarted('DEPOSIT'));
  try {
    const order = yield* request(api.deposit, action.payload.methodId, action.payload.amount);
    yield put(actions.fundPlaced(order));
  } catch (error) {
    yield put(actions.fundFailed({ type: 'DEPOSIT', error: toErrorInfo(error) }));
  }
}

/** Withdrawals come from the main wallet: its balance is shown beside the form. */
function* withdrawOpened() {
  yield all([call(loadWallet), call(loadOrders, 'WITHDRAW')]);
}

/** The amount is held at once, so the wallets and the header's balance change with the order. */
function* withdrawFlow(action: Payload<typeof intents.withdrawRequested>) {
  yield put(actions.fundStarted('WITHDRAW'));
  try {
    const order = yield* request(api.withdraw, action.payload.amount, action.payload.password);
    yield put(actions.fundPlaced(order));
    yield put(balanceEvents.changed());
    yield call(loadWallet);
  } catch (error) {
    yield put(actions.fundFailed({ type: 'WITHDRAW', error: toErrorInfo(error) }));
  }
}

function* loadHistory(action: PayloadAction<TxFilter>) {
  const { txCode, ...filter } = action.payload;
  yield put(actions.historyRequested(action.payload));
  try {
    const value = yield* request(api.fetchTransactions, {
      ...filter,
      ...(txCode ? { txCode } : {}),
      pageSize: api.HISTORY_PAGE_SIZE,
    });
    yield put(actions.historyLoaded({ list: value.list, total: value.total, totalPages: value.totalPages }));
  } catch (error) {
    yield put(actions.historyFailed(toErrorInfo(error)));
  }
}

/** The transaction types, once: the list of codes does not change within a session. */
function* historyOpened() {
  const { txCodes } = (yield select(selectMemberCentre)) as ReturnType<typeof selectMemberCentre>;
  if (txCodes.length > 0) return;
  try {
    yield put(actions.txCodesLoaded(yield* request(api.fetchTxCodes)));
  } catch {
    // The filter then offers our own names of the codes (texts), which cover every one.
  }
}

/** The player's word on a payout; the server may refuse it (a proof it would not take, a payout auto-received meanwhile). */
function* confirmPayout(action: Payload<typeof intents.payoutConfirmRequested>) {
  yield put(actions.payoutConfirmStarted(action.payload.orderNo));
  try {
    yield put(actions.payoutConfirmed(yield* request(api.confirmWithdrawal, action.payload)));
  } catch (error) {
    yield put(actions.payoutConfirmFailed(toErrorInfo(error)));
  }
}

/** Back in the tab: what the open page shows may have changed (QA decided an order). */
function* refreshOpenPage() {
  const { modal, centrePage } = (yield select(selectOverlay)) as ReturnType<typeof selectOverlay>;
  if (modal !== 'memberCentre') return;
  if (centrePage === 'transferFund') yield call(loadWallet);
  if (centrePage === 'depositv2') yield call(loadOrders, 'DEPOSIT');
  if (centrePage === 'withdraw') yield all([call(loadWallet), call(loadOrders, 'WITHDRAW')]);
  if (centrePage === 'manualRebate') yield call(loadRebate);
  if (centrePage === 'rewardCenter') yield call(loadRewards);
}

export function* memberCentreSaga() {
  yield takeLatest(intents.centreShown.type, loadWallet);
  yield takeLatest(intents.walletOpened.type, walletOpened);
  yield takeLeading(intents.transferRequested.type, transfer);
  yield takeLatest(intents.depositOpened.type, depositOpened);
  yield takeLeading(intents.depositRequested.type, depositFlow);
  yield takeLatest(intents.withdrawOpened.type, withdrawOpened);
  yield takeLeading(intents.withdrawRequested.type, withdrawFlow);
  yield takeLatest(intents.ordersRefreshed.type, (a: PayloadAction<api.FundType>) => loadOrders(a.payload));
  yield takeLatest(intents.ordersQueried.type, (a: Payload<typeof intents.ordersQueried>) => loadOrders(a.payload.type, a.payload.query));
  yield takeLatest(intents.historyOpened.type, historyOpened);
  yield takeLatest(intents.historyQueried.type, loadHistory);
  yield takeLeading(intents.payoutConfirmRequested.type, confirmPayout);
  yield takeLatest(balanceEvents.tabReturned.type, refreshOpenPage);
  yield spawn(memberReportsSaga);
  yield spawn(memberPerksSaga);
  // The missions' claimable count is the menu's badge (spec 02 section 2).
  yield takeLatest(intents.centreShown.type, loadMissions);
  yield takeLatest(intents.centreShown.type, loadAvailable);
  yield takeLatest(accessActions.sessionChanged.type, function* (action: PayloadAction<boolean>) {
    if (!action.payload) yield all([put(actions.reset()), put(memberReportsActions.reset()), put(memberPerksActions.reset())]);
  });
}
