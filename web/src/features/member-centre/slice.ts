import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DepositMethod, FundOrder, MerchantWallet, Transaction, Wallet } from '@portal/contracts';
import type { ErrorInfo } from '../../shared/http/api-error';
import type { FundType, OrdersQuery } from './api';
import type { LoadStatus, TxCode, TxFilter } from './types';

type Loaded<T> = { status: LoadStatus; error: ErrorInfo | null } & T;
/** A deposit or withdrawal being asked for, and the order the last one placed. */
type FundForm = { pending: boolean; error: ErrorInfo | null; order: FundOrder | null };

export type MemberCentreState = {
  wallet: Loaded<{ isSingle: boolean | null; wallets: Wallet[] }>;
  /** `done` counts finished transfers, so the form empties after each. */
  transfer: { pending: boolean; done: number };
  methods: Loaded<{ list: DepositMethod[] }>;
  funds: Record<FundType, FundForm>;
  /** My deposits and withdrawals: the days and page asked for (none yet: the saga's default), a page of orders. */
  orders: Record<FundType, Loaded<{ query: OrdersQuery | null; list: FundOrder[]; total: number; totalPages: number }>>;
  txCodes: { txCode: TxCode; txName: string }[];
  history: Loaded<{ filter: TxFilter | null; list: Transaction[]; total: number; totalPages: number }>;
  /** The player's word on a payout being sent, and the order it was about. */
  payoutConfirm: { orderNo: string | null; pending: boolean; error: ErrorInfo | null; done: boolean };
};

const idle = { status: 'idle', error: null } as const;
const noFund: FundForm = { pending: false, error: null, order: null };
const noOrders = { ...idle, query: null, list: [], total: 0, totalPages: 1 };

export const initialMemberCentreState: MemberCentreState = {
  wallet: { ...idle, isSingle: null, wallets: [] },
  transfer: { pending: false, done: 0 },
  methods: { ...idle, list: [] },
  funds: { DEPOSIT: noFund, WITHDRAW: noFund },
  orders: { DEPOSIT: noOrders, WITHDRAW: noOrders },
  txCodes: [],
  history: { ...idle, filter: null, list: [], total: 0, totalPages: 1 },
  payoutConfirm: { orderNo: null, pending: false, error: null, done: false },
};

export const memberCentreSlice = createSlice({
  name: 'memberCentre',
  initialState: initialMemberCentreState,
  reducers: {
    walletRequested(state) {
      state.wallet.status = 'loading';
    },
    walletLoaded(state, action: PayloadAction<MerchantWallet>) {
      state.wallet = { status: 'ready', error: null, isSingle: action.payload.isSingle === 1, wallets: action.payload.wallets };
    },
    walletFailed(state, action: PayloadAction<ErrorInfo>) {
      state.wallet.status = 'failed';
      state.wallet.error = action.payload;
    },
    transferStarted(state) {
      state.transfer.pending = true;
    },
    transferDone(state, action: PayloadAction<Wallet[]>) {
      state.transfer = { pending: false, done: state.transfer.done + 1 };
      state.wallet.wallets = action.payload;
    },
    transferFailed(state) {
      state.transfer.pending = false;
    },
    methodsRequested(state) {
      state.methods.status = 'loading';
    },
    methodsLoaded(state, action: PayloadAction<DepositMethod[]>) {
      state.methods = { status: 'ready', error: null, list: action.payload };
    },
    methodsFailed(state, action: PayloadAction<ErrorInfo>) {
      state.methods.status = 'failed';
      state.methods.error = action.payload;
    },
    fundStarted(state, action: PayloadAction<FundType>) {
      state.funds[action.payload] = { pending: true, error: null, order: null };
    },
    /** The order placed goes at the top of the player's list at once. */
    fundPlaced(state, action: PayloadAction<FundOrder>) {
      const order = action.payload;
      state.funds[order.type] = { pending: false, error: null, order };
      const orders = state.orders[order.type];
      if (!orders.list.some((o) => o.orderNo === order.orderNo)) orders.total += 1;
      orders.list = [order, ...orders.list.filter((o) => o.orderNo !== order.orderNo)];
    },
    fundFailed(state, action: PayloadAction<{ type: FundType; error: ErrorInfo }>) {
      state.funds[action.payload.type] = { pending: false, error: action.payload.error, order: null };
    },
    /** Another deposit or withdrawal: the form again instead of the last order. */
    fundCleared(state, action: PayloadAction<FundType>) {
      state.funds[action.payload] = noFund;
    },
    ordersRequested(state, action: PayloadAction<{ type: FundType; query: OrdersQuery }>) {
      state.orders[action.payload.type].status = 'loading';
      state.orders[action.payload.type].query = action.payload.query;
    },
    ordersLoaded(state, action: PayloadAction<{ type: FundType; list: FundOrder[]; total: number; totalPages: number }>) {
      const { type, list, total, totalPages } = action.payload;
      state.orders[type] = { ...state.orders[type], status: 'ready', error: null, list, total, totalPages };
      // The order shown after placing it follows its status (QA approved or paid it meanwhile).
      const shown = state.funds[action.payload.type].order;
      const fresh = shown && action.payload.list.find((o) => o.orderNo === shown.orderNo);
      if (fresh) state.funds[action.payload.type].order = fresh;
    },
    ordersFailed(state, action: PayloadAction<{ type: FundType; error: ErrorInfo }>) {
      state.orders[action.payload.type].status = 'failed';
      state.orders[action.payload.type].error = action.payload.error;
    },
    txCodesLoaded(state, action: PayloadAction<MemberCentreState['txCodes']>) {
      state.txCodes = action.payload;
    },
    historyRequested(state, action: PayloadAction<TxFilter>) {
      state.history.status = 'loading';
      state.history.filter = action.payload;
    },
    historyLoaded(state, action: PayloadAction<{ list: Transaction[]; total: number; totalPages: number }>) {
      state.history = { ...state.history, status: 'ready', error: null, ...action.payload };
    },
    historyFailed(state, action: PayloadAction<ErrorInfo>) {
      state.history.status = 'failed';
      state.history.error = action.payload;
    },
    payoutConfirmStarted(state, action: PayloadAction<string>) {
      state.payoutConfirm = { orderNo: action.payload, pending: true, error: null, done: false };
    },
    /** The confirmed order replaces its line in my withdrawals (and the order shown after placing it). */
    payoutConfirmed(state, action: PayloadAction<FundOrder>) {
      const order = action.payload;
      state.payoutConfirm = { orderNo: order.orderNo, pending: false, error: null, done: true };
      const orders = state.orders.WITHDRAW;
      orders.list = orders.list.map((o) => (o.orderNo === order.orderNo ? order : o));
      if (state.funds.WITHDRAW.order?.orderNo === order.orderNo) state.funds.WITHDRAW.order = order;
    },
    payoutConfirmFailed(state, action: PayloadAction<ErrorInfo>) {
      state.payoutConfirm.pending = false;
      state.payoutConfirm.error = action.payload;
    },
    payoutConfirmClosed(state) {
      state.payoutConfirm = initialMemberCentreState.payoutConfirm;
    },
    /** Logout: nothing of one player stays for the next. */
    reset() {
      return initialMemberCentreState;
    },
  },
});

export const memberCentreActions = memberCentreSlice.actions;

declare module '../../shared/store/root-state' {
  interface RootState {
    memberCentre?: MemberCentreState;
  }
}
