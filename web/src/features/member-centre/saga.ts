import type { PayloadAction } from '@reduxjs/toolkit';
import type { WalletTransferRequest } from '@portal/contracts';
import { all, call, put, select, spawn, takeLatest, takeLeading } from 'redux-saga/effects';
import { accessActions } from '../../shared/access/access';
import type { HttpClient } from '../../shared/http/http-client';
import { ensureRemote, fetchRemote, redoable, takeLatestPerKey, type RemoteSource } from '../../shared/remote/remote-saga';
import { SessionKey } from '../../shared/storage/keys';
import { session } from '../../shared/storage/web-storage';
import { selectOverlay } from '../../shared/ui-state/overlay-slice';
import { balanceEvents } from '../../shared/wallet/balance-events';
import * as api from './api';
import { memberCentreIntents as intents } from './intents';
import { loadAvailable, loadMissions, memberAccountSaga } from './account-saga';
import { memberAccountActions } from './account-slice';
import { loadRebate, loadRewards, memberReportsSaga } from './reports-saga';
import { memberReportsActions } from './reports-slice';
import { selectMemberCentre } from './selectors';
import { memberCentreActions as actions, pickCentre, type CentreKey, type MemberCentreState, type WalletSummary } from './slice';
import type { TxFilter } from './types';
import { defaultOrdersQuery } from './funds/orders-query';

const source: RemoteSource<CentreKey> = { actions, select: (s, key) => pickCentre(selectMemberCentre(s), key) };

/** The answers as the slice keeps them (the calls themselves are api.ts's, unchanged). */
const readWallet = async (http: HttpClient): Promise<WalletSummary> => {
  const { isSingle, wallets } = await api.fetchMerchantWallet(http);
  return { isSingle: isSingle === 1, wallets };
};
const transferWallets = async (http: HttpClient, request: WalletTransferRequest, key: string) =>
  (await api.walletTransfer(http, request, key)).wallets;
const readOrders = async (http: HttpClient, type: api.FundType, query: api.OrdersQuery) => {
  const { list, total, totalPages } = await api.fetchFundOrders(http, type, query);
  return { list, total, totalPages };
};
const readHistory = async (http: HttpClient, filter: Parameters<typeof api.fetchTransactions>[1]) => {
  const { list, total, totalPages } = await api.fetchTransactions(http, filter);
  return { list, total, totalPages };
};

/** The wallets and their balances; isSingle is kept in sessionStorage as the spec names it (spec 04). */
export function* loadWallet() {
  const summary = yield* fetchRemote(source, 'wallet', null, readWallet);
  if (summary) session.setJson(SessionKey.MerchantWallet, { isSingle: summary.isSingle ? 1 : 0 });
}

/** Opening the wallet refreshes the header's balance too: money may have moved since it was read. */
function* walletOpened() {
  yield put(balanceEvents.changed());
  yield call(loadWallet);
}

const transfer = redoable(function* (action: ReturnType<typeof intents.transferRequested>) {
  const wallets = yield* fetchRemote(source, 'transfer', null, transferWallets, action.payload, action.meta.idempotencyKey);
  // walletTransfer is an alert call: request() showed a failure in the notice dialog.
  if (!wallets) return;
  yield put(actions.transferDone(wallets));
  yield put(balanceEvents.changed());
});

/**
 * My deposits or withdrawals: the days and page asked for, else those shown, else the default days' first page.
 * An order seen before whose status changed (QA approved a deposit, rejected a withdrawal) moved money: the
 * header's balance is read again at once, and the wallets beside the withdrawal form too.
 */
function* loadOrders(type: api.FundType, asked?: api.OrdersQuery) {
  const before = ((yield select(selectMemberCentre)) as MemberCentreState).orders[type];
  const query = asked ?? before.query ?? defaultOrdersQuery();
  const seen = new Map(before.value.list.map((o) => [o.orderNo, o.status]));
  const page = yield* fetchRemote(source, `orders.${type}`, query, readOrders, type, query);
  const moved = page?.list.some((o) => seen.has(o.orderNo) && seen.get(o.orderNo) !== o.status);
  if (!moved) return;
  yield put(balanceEvents.changed());
  if (type === 'WITHDRAW') yield call(loadWallet);
}

function* loadMethods() {
  yield* fetchRemote(source, 'methods', null, api.fetchDepositMethods);
}

function* depositOpened() {
  yield all([call(loadMethods), call(loadOrders, 'DEPOSIT')]);
}

const depositFlow = redoable(function* (action: ReturnType<typeof intents.depositRequested>) {
  const { methodId, amount } = action.payload;
  const order = yield* fetchRemote(source, 'funds.DEPOSIT', null, api.deposit, methodId, amount, action.meta.idempotencyKey);
  if (order) yield put(actions.fundPlaced(order));
});

/** Withdrawals come from the main wallet: its balance is shown beside the form. */
function* withdrawOpened() {
  yield all([call(loadWallet), call(loadOrders, 'WITHDRAW')]);
}

/** The amount is held at once, so the wallets and the header's balance change with the order. */
const withdrawFlow = redoable(function* (action: ReturnType<typeof intents.withdrawRequested>) {
  const { amount, password } = action.payload;
  const order = yield* fetchRemote(source, 'funds.WITHDRAW', null, api.withdraw, amount, password, action.meta.idempotencyKey);
  if (!order) return;
  yield put(actions.fundPlaced(order));
  yield put(balanceEvents.changed());
  yield call(loadWallet);
});

function* loadHistory(action: PayloadAction<TxFilter>) {
  const { txCode, ...filter } = action.payload;
  yield* fetchRemote(source, 'history', action.payload, readHistory, {
    ...filter,
    ...(txCode ? { txCode } : {}),
    pageSize: api.HISTORY_PAGE_SIZE,
  });
}

/**
 * The transaction types, once: the list of codes does not change within a session. Until they are read the
 * filter offers our own names of the codes (texts), which cover every one; a failed read is tried again on the
 * next opening.
 */
function* historyOpened() {
  yield* ensureRemote(source, 'txCodes', api.fetchTxCodes);
}

/** The player's word on a payout; the server may refuse it (a proof it would not take, a payout auto-received meanwhile). */
const confirmPayout = redoable(function* (action: ReturnType<typeof intents.payoutConfirmRequested>) {
  const order = yield* fetchRemote(source, 'payoutConfirm', action.payload.orderNo, api.confirmWithdrawal, action.payload);
  if (order) yield put(actions.payoutConfirmed(order));
});

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

type OrdersAsk = ReturnType<typeof intents.ordersRefreshed> | ReturnType<typeof intents.ordersQueried>;
const ordersType = (a: OrdersAsk) => (intents.ordersQueried.match(a) ? a.payload.type : a.payload);

export function* memberCentreSaga() {
  yield takeLatest(intents.centreShown.type, loadWallet);
  yield takeLatest(intents.walletOpened.type, walletOpened);
  yield takeLeading(intents.transferRequested.type, transfer);
  yield takeLatest(intents.depositOpened.type, depositOpened);
  yield takeLeading(intents.depositRequested.type, depositFlow);
  yield takeLatest(intents.withdrawOpened.type, withdrawOpened);
  yield takeLeading(intents.withdrawRequested.type, withdrawFlow);
  // A refresh and another page of the same list: the latest ask wins; the other list is left alone.
  yield takeLatestPerKey([intents.ordersRefreshed.type, intents.ordersQueried.type], ordersType, function* (a: OrdersAsk) {
    if (intents.ordersQueried.match(a)) yield call(loadOrders, a.payload.type, a.payload.query);
    else yield call(loadOrders, a.payload);
  });
  yield takeLatest(intents.historyOpened.type, historyOpened);
  yield takeLatest(intents.historyQueried.type, loadHistory);
  yield takeLeading(intents.payoutConfirmRequested.type, confirmPayout);
  yield takeLatest(balanceEvents.tabReturned.type, refreshOpenPage);
  yield spawn(memberReportsSaga);
  yield spawn(memberAccountSaga);
  // The missions' claimable count is the menu's badge (spec 02 section 2).
  yield takeLatest(intents.centreShown.type, loadMissions);
  yield takeLatest(intents.centreShown.type, loadAvailable);
  yield takeLatest(accessActions.sessionChanged.type, function* (action: PayloadAction<boolean>) {
    if (!action.payload) yield all([put(actions.reset()), put(memberReportsActions.reset()), put(memberAccountActions.reset())]);
  });
}
