import type { FastifyInstance } from 'fastify';
import { calls, MAIN_WALLET_CODE, walletCalls, WalletCode, type Wallet } from '@portal/contracts';
import { vendors } from '@portal/fixtures';
import type { User } from '../identity/users';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import type { World } from '../platform/world';
import { cents, LedgerError, MAIN_WALLET, TxCode, type Posting } from './ledger';
import { ledgerOf, vendorWallets } from './player-wallets';
import { pageOf } from '../platform/paging';
import { newestFirst } from '../platform/paging';

const walletNames = new Map(vendors.map((v) => [v.vassalage, v.name]));
const nameOf = (code: string) => (code === MAIN_WALLET ? 'Main wallet' : (walletNames.get(code) ?? code));
const txNames: Record<string, string> = {
  OPENING: 'Opening balance',
  DEPOSIT: 'Deposit',
  WITHDRAW: 'Withdrawal',
  WITHDRAW_RETURN: 'Withdrawal returned',
  TRANSFER_OUT: 'Transfer out',
  TRANSFER_IN: 'Transfer in',
  BET: 'Bet',
  WIN: 'Win',
  BONUS: 'Bonus',
  REBATE: 'Rebate',
  SALARY_IN: 'Salary received',
  SALARY_OUT: 'Salary paid',
  DIVIDEND_IN: 'Dividend received',
  DIVIDEND_OUT: 'Dividend paid',
  POINTS_CONVERT: 'Points converted',
};

export function walletsOf(world: World, user: User): Wallet[] {
  const balances = ledgerOf(world, user).walletsOf(user.id);
  return [...balances].map(([walletCode, balance]) => ({ walletCode, walletName: nameOf(walletCode), balance }));
}

/** A LedgerError as the player's failure; anything else is the fake's own fault and goes up. */
export function ledgerFailure(error: unknown) {
  if (error instanceof LedgerError)
    return fail(error.code === 'INSUFFICIENT_BALANCE' ? WalletCode.InsufficientBalance : WalletCode.WalletNotFound, error.message);
  throw error;
}

/** The balance, the wallets, transfers between them and the transaction details. */
export async function walletRoutes(app: FastifyInstance) {
  defineCall(app, calls.balance, ({ request, user }) => {
    const ledger = ledgerOf(request.world, user);
    const total = ledger.total(user.id);
    return ok({
      sumBalance: total,
      balance: [{ accountTypeId: 1, availBalance: ledger.balance(user.id) }],
      currency: 'PHP',
      currencySymbol: '₱',
      totalBalance: total,
      currencyPosition: 'F',
    });
  });

  defineCall(app, walletCalls.merchantWallet, ({ request, user }) =>
    ok({ isSingle: request.world.scenario.singleWallet ? 1 : 0, wallets: walletsOf(request.world, user) }),
  );

  defineCall(app, walletCalls.walletTransfer, ({ request, user, body }) => {
    const world = request.world;
    if (world.scenario.singleWallet)
      return fail(WalletCode.SingleWallet, 'This site has one wallet for every game: there is nothing to transfer');
    const ledger = ledgerOf(world, user);
    let postings: Posting[];
    if ('recallAll' in body) {
      postings = vendorWallets.flatMap((wallet) => {
        const amount = ledger.balance(user.id, wallet);
        return amount > 0
          ? [
              { wallet, txCode: TxCode.TransferOut, amount: -amount, reference: MAIN_WALLET },
              { wallet: MAIN_WALLET, txCode: TxCode.TransferIn, amount, reference: wallet },
            ]
          : [];
      });
    } else {
      const { fromWallet, toWallet, amount } = body;
      if (fromWallet === toWallet) return fail(WalletCode.SameWallet, 'Choose two different wallets');
      if (fromWallet !== MAIN_WALLET_CODE && toWallet !== MAIN_WALLET_CODE) {
        return fail(WalletCode.SameWallet, 'A transfer goes between the main wallet and a game wallet');
      }
      for (const wallet of [fromWallet, toWallet]) {
        if (!ledger.walletsOf(user.id).has(wallet)) return fail(WalletCode.WalletNotFound, `No wallet ${wallet}`);
      }
      postings = [
        { wallet: fromWallet, txCode: TxCode.TransferOut, amount: -cents(amount), reference: toWallet },
        { wallet: toWallet, txCode: TxCode.TransferIn, amount: cents(amount), reference: fromWallet },
      ];
    }
    try {
      ledger.post(user.id, postings, world.now());
    } catch (error) {
      return ledgerFailure(error);
    }
    return ok({ wallets: walletsOf(world, user), sumBalance: ledger.total(user.id) });
  });

  defineCall(app, walletCalls.txCodes, () => ok(Object.entries(txNames).map(([txCode, txName]) => ({ txCode: txCode as TxCode, txName }))));

  defineCall(app, walletCalls.transactions, ({ request, user, query }) => {
    const ledger = ledgerOf(request.world, user);
    const from = Date.parse(`${query.startDate}T00:00:00Z`);
    const to = Date.parse(`${query.endDate}T00:00:00Z`) + 86_400_000;
    const rows = ledger
      .transactionsOf(user.id)
      .filter(
        (t) =>
          t.txTime >= from && t.txTime < to && (!query.txCode || t.txCode === query.txCode) && (!query.wallet || t.wallet === query.wallet),
      )
      .sort(
        newestFirst(
          (t) => t.txTime,
          (t) => t.txId,
        ),
      );
    const pageNo = query.pageNo ?? 1;
    const { list, total, totalPages } = pageOf(rows, pageNo, query.pageSize);
    return ok({ list: list.map(({ userId: _userId, ...t }) => t), total, totalPages, pageNo });
  });
}
