import {
  memberCalls,
  promotionCalls,
  memberReportCalls,
  walletCalls,
  type ALL_PRODUCTS,
  type ProductId,
  type TransactionsRequest,
  type WalletTransferRequest,
} from '@portal/contracts';
import { callApi, type HttpClient } from '../../shared/http/http-client';
import { withIdempotencyKey } from '../../shared/http/money-intent';

/**
 * The member centre's calls, named as the catalogue names them (contracts/src/catalogue-wallet.ts). A money call
 * takes `key`, the Idempotency-Key its action carries (intents.ts, shared `moneyIntent`).
 */
export const fetchMerchantWallet = (http: HttpClient) => callApi(http, walletCalls.merchantWallet);
export const walletTransfer = (http: HttpClient, request: WalletTransferRequest, key: string) =>
  callApi(http, walletCalls.walletTransfer, { data: request, ...withIdempotencyKey(key) });
export const fetchTxCodes = (http: HttpClient) => callApi(http, walletCalls.txCodes);
export const fetchTransactions = (http: HttpClient, filter: TransactionsRequest) =>
  callApi(http, walletCalls.transactions, { params: filter });
export const fetchDepositMethods = (http: HttpClient) => callApi(http, walletCalls.depositMethods);
export const deposit = (http: HttpClient, methodId: string, amount: number, key: string) =>
  callApi(http, walletCalls.deposit, { data: { methodId, amount }, ...withIdempotencyKey(key) });
/** Encrypted, through the password-checked relay: the login password confirms it. */
export const withdraw = (http: HttpClient, amount: number, password: string, key: string) =>
  callApi(http, walletCalls.withdraw, { data: { amount, password }, ...withIdempotencyKey(key) });
/** My deposits or withdrawals, a page at a time; with a range, only those placed on its days. */
export const fetchFundOrders = (http: HttpClient, type: FundType, query: Partial<OrdersQuery> = {}) =>
  callApi(http, walletCalls.fundOrders, {
    params: {
      type,
      ...(query.startDate && query.endDate && { startDate: query.startDate, endDate: query.endDate }),
      pageNo: query.pageNo ?? 1,
      pageSize: ORDERS_PAGE_SIZE,
    },
  });
export type OrdersQuery = DayRange & { pageNo: number };

export type FundType = 'DEPOSIT' | 'WITHDRAW';
export const ORDERS_PAGE_SIZE = 10;
export const HISTORY_PAGE_SIZE = 20;

/** The member centre's reports and the rebate (contracts/src/catalogue-reports.ts). */
export type DayRange = { startDate: string; endDate: string };
export const REPORT_PAGE_SIZE = 20;
export const fetchBetRecords = (http: HttpClient, filter: DayRange & { productId: ProductFilter; pageNo: number }) =>
  callApi(http, memberReportCalls.betRecords, { params: { ...filter, productId: String(filter.productId), pageSize: REPORT_PAGE_SIZE } });
export const fetchProfit = (http: HttpClient, range: DayRange) => callApi(http, memberReportCalls.profit, { params: range });
export const fetchBonusDetails = (http: HttpClient, filter: DayRange & { pageNo: number }) =>
  callApi(http, memberReportCalls.bonusDetails, { params: { ...filter, pageSize: REPORT_PAGE_SIZE } });
export const fetchRebateSettings = (http: HttpClient) => callApi(http, memberReportCalls.rebateSettings);
export const fetchManualRebate = (http: HttpClient) => callApi(http, memberReportCalls.manualRebate);
export const claimRebate = (http: HttpClient, key: string) =>
  callApi(http, memberReportCalls.claimRebate, { data: {}, ...withIdempotencyKey(key) });

/** A product id of spec 04, or `CONS` for every product. */
export type ProductFilter = ProductId | typeof ALL_PRODUCTS;

/** The player's word on a payout, multipart: the text fields and up to 3 proof images named `proof`. */
export type PayoutConfirmation = {
  orderNo: string;
  result: 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED';
  amountReceived?: string;
  proofs: Blob[];
};
export function confirmWithdrawal(http: HttpClient, { orderNo, result, amountReceived, proofs }: PayoutConfirmation) {
  const form = new FormData();
  form.append('orderNo', orderNo);
  form.append('result', result);
  if (amountReceived !== undefined) form.append('amountReceived', amountReceived);
  for (const proof of proofs) form.append('proof', proof, proof instanceof File ? proof.name : 'proof');
  return callApi(http, walletCalls.withdrawConfirm, { data: form });
}

/** The reward centre (REWCEN3, contracts/src/catalogue-promotions.ts). */
export const fetchClaimableRewards = (http: HttpClient) => callApi(http, promotionCalls.claimableRewards);
/** Which promotion kinds are on for the player: referral and missions show only when theirs is (spec 04). */
export const fetchAvailablePromotions = (http: HttpClient) => callApi(http, promotionCalls.availablePromotions);
export const claimReward = (http: HttpClient, promotionClaimId: number, promotionType: string, key: string) =>
  callApi(http, promotionCalls.claimReward, { data: { promotionClaimId, promotionType }, ...withIdempotencyKey(key) });

/** The second half (contracts/src/catalogue-member.ts): security centre, upline, referral, missions, rank. */
export const fetchSecurityInfo = (http: HttpClient) => callApi(http, memberCalls.securityInfo);
/** `validate`: the token of a passed slide check (shared/human-check), as the registration's SMS code asks. */
export const sendBindMobileCode = (http: HttpClient, countryDialingCode: string, mobileNo: string, validate: string) =>
  callApi(http, memberCalls.bindMobileCode, { data: { countryDialingCode, mobileNo, validate } });
export const bindMobile = (http: HttpClient, countryDialingCode: string, mobileNo: string, verificationCode: string) =>
  callApi(http, memberCalls.bindMobile, { data: { countryDialingCode, mobileNo, verificationCode } });
export const sendBindEmailCode = (http: HttpClient, email: string, validate: string) =>
  callApi(http, memberCalls.bindEmailCode, { data: { email, validate } });
export const bindEmail = (http: HttpClient, email: string, verificationCode: string) =>
  callApi(http, memberCalls.bindEmail, { data: { email, verificationCode } });
export const setLoginProtection = (http: HttpClient, enabled: boolean) => callApi(http, memberCalls.loginProtection, { data: { enabled } });
export const fetchUplineInfo = (http: HttpClient) => callApi(http, memberCalls.uplineInfo);
/** Encrypted, through the password-checked relay: the login password confirms it. */
export const transferToUpline = (http: HttpClient, amount: number, password: string, key: string) =>
  callApi(http, memberCalls.uplineTransfer, { data: { amount, password }, ...withIdempotencyKey(key) });
export const fetchReferralDetails = (http: HttpClient) => callApi(http, memberCalls.referralDetails, { params: { autoGenerate: true } });
export const fetchReferralFriends = (http: HttpClient, pageNo: number) =>
  callApi(http, memberCalls.referralFriends, { params: { pageNo, pageSize: ORDERS_PAGE_SIZE } });
export const fetchMissions = (http: HttpClient) => callApi(http, memberCalls.missionSummary, { params: { pageNo: 1, pageSize: 50 } });
export const claimMission = (http: HttpClient, missionId: string, key: string) =>
  callApi(http, memberCalls.missionClaim, { data: { missionId }, ...withIdempotencyKey(key) });
export const fetchLeaderboard = (http: HttpClient, period: 'DAILY' | 'WEEKLY') =>
  callApi(http, memberCalls.missionLeaderboard, { params: { period } });
export const fetchPlayerRank = (http: HttpClient) => callApi(http, memberCalls.playerRank);
