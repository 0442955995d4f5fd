import { createAction } from '@reduxjs/toolkit';
import type { WalletTransferRequest } from '@portal/contracts';
import { moneyIntent } from '../../shared/http/money-intent';
import type { FundType, OrdersQuery, PayoutConfirmation } from './api';
import type { ReportQuery } from './reports-slice';
import type { TxFilter } from './types';

/**
 * What the player asks of the member centre; the saga answers with the slice's results. A `moneyIntent` moves
 * money or points: each tap carries its Idempotency-Key (shared/http/money-intent.ts).
 */
export const memberCentreIntents = {
  /** The centre opened: the wallet summary decides whether the wallet page shows (isSingle). */
  centreShown: createAction('memberCentre/centreShown'),
  walletOpened: createAction('memberCentre/walletOpened'),
  transferRequested: moneyIntent<WalletTransferRequest>('memberCentre/transferRequested'),
  depositOpened: createAction('memberCentre/depositOpened'),
  depositRequested: moneyIntent<{ methodId: string; amount: number }>('memberCentre/depositRequested'),
  withdrawOpened: createAction('memberCentre/withdrawOpened'),
  withdrawRequested: moneyIntent<{ amount: number; password: string }>('memberCentre/withdrawRequested'),
  ordersRefreshed: createAction<FundType>('memberCentre/ordersRefreshed'),
  /** My deposits or withdrawals on other days, or another page of them. */
  ordersQueried: createAction<{ type: FundType; query: OrdersQuery }>('memberCentre/ordersQueried'),
  historyOpened: createAction('memberCentre/historyOpened'),
  historyQueried: createAction<TxFilter>('memberCentre/historyQueried'),
  /** The player's word on a payout (funds/confirm-payout.tsx). */
  payoutConfirmRequested: createAction<PayoutConfirmation>('memberCentre/payoutConfirmRequested'),
  /** A report read for a filter: betting record, profit and loss, bonus details. */
  reportQueried: createAction<ReportQuery>('memberCentre/reportQueried'),
  rebateOpened: createAction('memberCentre/rebateOpened'),
  rebateClaimRequested: moneyIntent('memberCentre/rebateClaimRequested'),
  rewardsOpened: createAction('memberCentre/rewardsOpened'),
  rewardClaimRequested: moneyIntent<{ rewardId: number; promotionType: string }>('memberCentre/rewardClaimRequested'),
  /** Platform information lives in the service centre's inbox: the centre closes and the inbox opens. */
  messagesOpened: createAction('memberCentre/messagesOpened'),
  securityOpened: createAction('memberCentre/securityOpened'),
  bindCodeRequested: createAction<{ kind: 'mobile'; countryDialingCode: string; mobileNo: string } | { kind: 'email'; email: string }>(
    'memberCentre/bindCodeRequested',
  ),
  bindRequested: createAction<
    { kind: 'mobile'; countryDialingCode: string; mobileNo: string; code: string } | { kind: 'email'; email: string; code: string }
  >('memberCentre/bindRequested'),
  protectionToggled: createAction<boolean>('memberCentre/protectionToggled'),
  uplineOpened: createAction('memberCentre/uplineOpened'),
  uplineTransferRequested: moneyIntent<{ amount: number; password: string }>('memberCentre/uplineTransferRequested'),
  referralOpened: createAction('memberCentre/referralOpened'),
  friendsPageRequested: createAction<number>('memberCentre/friendsPageRequested'),
  missionsOpened: createAction('memberCentre/missionsOpened'),
  missionClaimRequested: moneyIntent<string>('memberCentre/missionClaimRequested'),
  leaderboardRequested: createAction<'DAILY' | 'WEEKLY'>('memberCentre/leaderboardRequested'),
};
