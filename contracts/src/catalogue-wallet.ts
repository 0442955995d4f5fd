import type { CallEntry } from './call-entry';
import { relayPath } from './games';
import {
  depositMethodsSchema,
  depositRequestSchema,
  fundOrderSchema,
  fundOrdersRequestSchema,
  fundOrdersSchema,
  merchantWalletSchema,
  transactionsRequestSchema,
  transactionsSchema,
  txCodeListSchema,
  walletTransferRequestSchema,
  walletTransferSchema,
  withdrawConfirmRequestSchema,
  withdrawRequestSchema,
} from './wallet';

const member = { token: true, encrypted: false, alert: false } as const;

/** Wallets, transfers, transaction details, deposits and withdrawals (spec 02 section 7, spec 04 "Member centre"). */
export const walletCalls = {
  merchantWallet: { ...member, method: 'GET', path: relayPath('GCS_merchantWallet'), response: merchantWalletSchema },
  walletTransfer: {
    ...member,
    method: 'POST',
    path: relayPath('GCS_walletTransfer'),
    alert: true,
    request: walletTransferRequestSchema,
    once: true,
    response: walletTransferSchema,
  },
  txCodes: { ...member, method: 'GET', path: relayPath('GLS2_TxCodeList'), response: txCodeListSchema },
  transactions: {
    ...member,
    method: 'GET',
    path: relayPath('ODSFE2_MemTransDet'),
    request: transactionsRequestSchema,
    response: transactionsSchema,
  },
  // Not observed: the deposit and withdrawal calls (contracts/README.md, "Wallet").
  depositMethods: { ...member, method: 'GET', path: '/wps/fund/deposit/methods', response: depositMethodsSchema },
  deposit: {
    ...member,
    method: 'POST',
    path: '/wps/fund/deposit',
    request: depositRequestSchema,
    once: true,
    response: fundOrderSchema,
  },
  withdraw: {
    ...member,
    method: 'POST',
    path: relayPath('passwordCheck/FUND_withdraw'),
    encrypted: true,
    request: withdrawRequestSchema,
    once: true,
    response: fundOrderSchema,
  },
  withdrawConfirm: {
    ...member,
    method: 'POST',
    path: '/wps/fund/withdraw/confirm',
    multipart: true,
    request: withdrawConfirmRequestSchema,
    response: fundOrderSchema,
  },
  fundOrders: { ...member, method: 'GET', path: '/wps/fund/orders', request: fundOrdersRequestSchema, response: fundOrdersSchema },
} as const satisfies Record<string, CallEntry>;
