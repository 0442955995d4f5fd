import { pointsMallCalls, walletCalls, type RewardCategory } from '@portal/contracts';
import { callApi, type HttpClient } from '../../shared/http/http-client';
import { withIdempotencyKey } from '../../shared/http/money-intent';

/** The points mall's calls, named as the catalogue names them (contracts/src/catalogue-points.ts). */
export const fetchPointBalance = (http: HttpClient) => callApi(http, pointsMallCalls.pointBalance);
export const fetchPointConfig = (http: HttpClient) => callApi(http, pointsMallCalls.pointConfig);
export const fetchPointRewards = (http: HttpClient, category?: RewardCategory) =>
  callApi(http, pointsMallCalls.pointRewards, { params: category ? { category } : {} });
export const fetchRedeemList = (http: HttpClient, pageNo: number, pageSize = HISTORY_PAGE_SIZE) =>
  callApi(http, pointsMallCalls.redeemList, { params: { pageNo, pageSize } });
/** Encrypted, through the password-checked relay: the login password confirms it; `key` is the tap's (intents.ts). */
export const redeemReward = (http: HttpClient, rewardId: number, quantity: number, password: string, key: string) =>
  callApi(http, pointsMallCalls.redeemReward, { data: { rewardId, quantity, password }, ...withIdempotencyKey(key) });
export const convertPoints = (http: HttpClient, points: number, password: string, key: string) =>
  callApi(http, pointsMallCalls.convertPoints, { data: { points, password }, ...withIdempotencyKey(key) });
/** Points details (spec 04): the valid bets that earned them, from the account record's relay. */
export const fetchPointDetails = (http: HttpClient, startDate: string, endDate: string, pageNo: number) =>
  callApi(http, walletCalls.transactions, { params: { startDate, endDate, txCode: 'BET', pageNo, pageSize: DETAILS_PAGE_SIZE } });

export const HISTORY_PAGE_SIZE = 10;
export const DETAILS_PAGE_SIZE = 10;
