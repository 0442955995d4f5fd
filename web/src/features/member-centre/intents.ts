import { createAction } from '@reduxjs/toolkit';
import type { WalletTransferRequest } from '@portal/contracts';
import type { FundType, PayoutConfirmation } from './api';
import type { ReportQuery } from './reports-slice';
import type { TxFilter } from './types';

/** What the player asks of the member centre; the saga answers with the slice's results. */
export const memberCentreIntents = {
  /** The centre opened: the wallet summary decides whether the wallet page shows (isSingle). */
  centreShown: createAction('memberCentre/centreShown'),
  walletOpened: createAction('memberCentre/walletOpened'),
  transferRequested: createAction<WalletTransferRequest>('memberCentre/transferRequested'),
  depositOpened: createAction('memberCentre/depositOpened'),
  depositRequested: createAction<{ methodId: string; amount: number }>('memberCentre/depositRequested'),
  withdrawOpened: createAction('memberCentre/withdrawOpened'),
  withdrawRequested: createAction<{ amount: number; password: string }>('memberCentre/withdrawRequested'),
  ordersRefreshed: createAction<FundType>('memberCentre/ordersRefreshed'),
  historyOpened: createAction('memberCentre/historyOpened'),
  historyQueried: createAction<TxFilter>('memberCentre/historyQueried'),
  /** The player's word on a payout (funds/confirm-payout.tsx). */
  payoutConfirmRequested: createAction<PayoutConfirmation>('memberCentre/payoutConfirmRequested'),
  /** A report read for a filter: betting record, profit and loss, bonus details. */
  reportQueried: createAction<ReportQuery>('memberCentre/reportQueried'),
  rebateOpened: createAction('memberCentre/rebateOpened'),
  rebateClaimRequested: createAction('memberCentre/rebateClaimRequested'),
  rewardsOpened: createAction('memberCentre/rewardsOpened'),
  rewardClaimRequested: createAction<{ rewardId: number; promotionType: string }>('memberCentre/rewardClaimRequested'),
  /** Platform information lives in the service centre's inbox: the centre closes and the inbox opens. */
  messagesOpened: createAction('memberCentre/messagesOpened'),
};
