import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DepositMethod, FundOrder, Transaction, Wallet } from '@portal/contracts';
import { idleRemote, remoteReducers, type LoadStep, type Remote } from '../../shared/remote/remote';
import type { FundType, OrdersQuery } from './api';
import type { TxCode, TxFilter } from './types';

/** The wallets and their balances; isSingle (spec 04: GCS_merchantWallet) hides the wallet page on a single-wallet site. */
export type WalletSummary = { isSingle: boolean | null; wallets: Wallet[] };
/** A page of my deposits or withdrawals, or of the account record. */
export type Page<T> = { list: T[]; total: number; totalPages: number };

export type MemberCentreState = {
  wallet: Remote<WalletSummary>;
  /** A transfer between wallets: the wallets its answer gave. */
  transfer: Remote<Wallet[] | null>;
  /** Counts finished transfers, so the form empties after each. */
  transfersDone: number;
  methods: Remote<DepositMethod[]>;
  /** A deposit or withdrawal being asked for: the order it placed. */
  funds: Record<FundType, Remote<FundOrder | null>>;
  /** My deposits and withdrawals: the days and page asked for (none yet: the saga's default), a page of orders. */
  orders: Record<FundType, Remote<Page<FundOrder>, OrdersQuery>>;
  txCodes: Remote<{ txCode: TxCode; txName: string }[]>;
  /** The account record: the filter asked for is the query. */
  history: Remote<Page<Transaction>, TxFilter>;
  /** The player's word on a payout being sent: the order it was about is the query, the confirmed order the value. */
  payoutConfirm: Remote<FundOrder | null, string>;
};

const noPage = { list: [], total: 0, totalPages: 1 };

export const initialMemberCentreState: MemberCentreState = {
  wallet: idleRemote({ isSingle: null, wallets: [] }),
  transfer: idleRemote(null),
  transfersDone: 0,
  methods: idleRemote([]),
  funds: { DEPOSIT: idleRemote(null), WITHDRAW: idleRemote(null) },
  orders: { DEPOSIT: idleRemote(noPage), WITHDRAW: idleRemote(noPage) },
  txCodes: idleRemote([]),
  history: idleRemote(noPage),
  payoutConfirm: idleRemote(null),
};

/** The values read through shared/remote: a part of the state, or one type's deposit or withdrawal part. */
export type CentreKey =
  'wallet' | 'transfer' | 'methods' | 'txCodes' | 'history' | 'payoutConfirm' | `funds.${FundType}` | `orders.${FundType}`;

/** One of the centre's remote values, by its key. */
export const pickCentre = (state: MemberCentreState, key: CentreKey): Remote<unknown> => {
  const [part, type] = key.split('.') as [keyof MemberCentreState, FundType | undefined];
  const value = state[part];
  return (type ? (value as Record<FundType, Remote<unknown>>)[type] : value) as Remote<unknown>;
};
const remote = remoteReducers<MemberCentreState, CentreKey>(pickCentre);

export const memberCentreSlice = createSlice({
  name: 'memberCentre',
  initialState: initialMemberCentreState,
  reducers: {
    ...remote,
    loadSucceeded(state, action: PayloadAction<LoadStep<CentreKey, { value: unknown }>>) {
      remote.loadSucceeded(state, action);
      // The order shown after placing it follows its status (QA approved or paid it meanwhile).
      const { key } = action.payload;
      if (!key.startsWith('orders.')) return;
      const type = key.slice('orders.'.length) as FundType;
      const shown = state.funds[type].value;
      const fresh = shown && state.orders[type].value.list.find((o) => o.orderNo === shown.orderNo);
      if (fresh) state.funds[type].value = fresh;
    },
    transferDone(state, action: PayloadAction<Wallet[]>) {
      state.transfersDone += 1;
      state.wallet.value.wallets = action.payload;
    },
    /** The order placed goes at the top of the player's list at once. */
    fundPlaced(state, action: PayloadAction<FundOrder>) {
      const order = action.payload;
      const orders = state.orders[order.type].value;
      if (!orders.list.some((o) => o.orderNo === order.orderNo)) orders.total += 1;
      orders.list = [order, ...orders.list.filter((o) => o.orderNo !== order.orderNo)];
    },
    /** Another deposit or withdrawal: the form again instead of the last order. */
    fundCleared(state, action: PayloadAction<FundType>) {
      state.funds[action.payload] = idleRemote(null);
    },
    /** The confirmed order replaces its line in my withdrawals (and the order shown after placing it). */
    payoutConfirmed(state, action: PayloadAction<FundOrder>) {
      const order = action.payload;
      const orders = state.orders.WITHDRAW.value;
      orders.list = orders.list.map((o) => (o.orderNo === order.orderNo ? order : o));
      if (state.funds.WITHDRAW.value?.orderNo === order.orderNo) state.funds.WITHDRAW.value = order;
    },
    payoutConfirmClosed(state) {
      state.payoutConfirm = idleRemote(null);
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
