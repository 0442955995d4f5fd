import { walletCalls, type TransactionsRequest, type WalletTransferRequest } from '@portal/contracts';
import { callApi, type HttpClient } from '../../shared/http/http-client';

/** The member centre's calls, named as the catalogue names them (contracts/src/catalogue-wallet.ts). */
export const fetchMerchantWallet = (http: HttpClient) => callApi(http, walletCalls.merchantWallet);
export const walletTransfer = (http: HttpClient, request: WalletTransferRequest) =>
  callApi(http, walletCalls.walletTransfer, { data: request });
export const fetchTxCodes = (http: HttpClient) => callApi(http, walletCalls.txCodes);
export const fetchTransactions = (http: HttpClient, filter: TransactionsRequest) =>
  callApi(http, walletCalls.transactions, { params: filter });
export const fetchDepositMethods = (http: HttpClient) => callApi(http, walletCalls.depositMethods);
export const deposit = (http: HttpClient, methodId: string, amount: number) =>
  callApi(http, walletCalls.deposit, { data: { methodId, amount } });
/** Encrypted, through the password-checked relay: the login password confirms it. */
export const withdraw = (http: HttpClient, amount: number, password: string) =>
  callApi(http, walletCalls.withdraw, { data: { amount, password } });
export const fetchFundOrders = (http: HttpClient, type: FundType, pageNo = 1, pageSize = ORDERS_PAGE_SIZE) =>
  callApi(http, walletCalls.fundOrders, { params: { type, pageNo, pageSize } });

export type FundType = 'DEPOSIT' | 'WITHDRAW';
export const ORDERS_PAGE_SIZE = 10;
export const HISTORY_PAGE_SIZE = 20;
