import type { GameCategory } from '@portal/contracts';
import { cents } from '@portal/contracts';
import { statePart } from '../platform/world';
/**
 * The money of one world: a main wallet and one wallet per game vendor for every player, and the
 * transactions that move it. Nothing changes a balance except a transaction; a transaction never takes a
 * wallet below zero; a transfer is two transactions applied together or not at all. Every handler runs
 * to its end before the next request is served (one event loop), so parallel requests cannot interleave
 * between a check and its posting.
 */
export const MAIN_WALLET = 'MAIN';

/** Transaction codes (GLS2_TxCodeList answers them with their names). */
export const TxCode = {
  Opening: 'OPENING',
  Deposit: 'DEPOSIT',
  Withdraw: 'WITHDRAW',
  WithdrawReturn: 'WITHDRAW_RETURN',
  TransferOut: 'TRANSFER_OUT',
  TransferIn: 'TRANSFER_IN',
  Bet: 'BET',
  Win: 'WIN',
  Bonus: 'BONUS',
  Rebate: 'REBATE',
  SalaryIn: 'SALARY_IN',
  SalaryOut: 'SALARY_OUT',
  /** A dividend contract's pay (agent/contract-settlement.ts); salaries keep SALARY_IN / SALARY_OUT. */
  DividendIn: 'DIVIDEND_IN',
  DividendOut: 'DIVIDEND_OUT',
  PointsConvert: 'POINTS_CONVERT',
} as const;
export type TxCode = (typeof TxCode)[keyof typeof TxCode];

export type Transaction = {
  txId: number;
  userId: number;
  wallet: string;
  txCode: TxCode;
  /** Positive in, negative out. */
  amount: number;
  balanceAfter: number;
  txTime: number;
  /** What caused it: an order number, a bet id, the other wallet of a transfer. */
  reference: string;
};

export type Posting = { wallet: string; txCode: TxCode; amount: number; reference: string };

export class LedgerError extends Error {
  constructor(
    readonly code: 'INSUFFICIENT_BALANCE' | 'WALLET_NOT_FOUND',
    message: string,
  ) {
    super(message);
  }
}

export { cents };

/** A settled bet of a game vendor (the lottery keeps its own bets: lottery-state.ts). */
export type GameBet = {
  betId: string;
  userId: number;
  productId: number;
  gameName: string;
  /** The lobby of the game (the winners board's category); older saved bets lack it and go by the product. */
  gameType?: GameCategory;
  stake: number;
  payout: number;
  betTime: number;
};

export class Ledger {
  /** Balances by player, then by wallet code. */
  readonly balances = new Map<number, Map<string, number>>();
  readonly transactions: Transaction[] = [];
  readonly gameBets: GameBet[] = [];
  /** When each player last claimed the manual rebate (ms). */
  readonly rebateClaimedAt = new Map<number, number>();
  private nextTxId = 1;

  has(userId: number) {
    return this.balances.has(userId);
  }

  /** Opens a player's wallets at zero (the caller then posts the opening history). */
  open(userId: number, wallets: readonly string[]) {
    if (this.balances.has(userId)) return;
    this.balances.set(userId, new Map([MAIN_WALLET, ...wallets].map((w) => [w, 0])));
  }

  balance(userId: number, wallet = MAIN_WALLET): number {
    return this.balances.get(userId)?.get(wallet) ?? 0;
  }

  walletsOf(userId: number): Map<string, number> {
    return this.balances.get(userId) ?? new Map();
  }

  total(userId: number): number {
    return cents([...this.walletsOf(userId).values()].reduce((a, b) => a + b, 0));
  }

  /**
   * Applies postings together: all of them, or none when any would take its wallet below zero or names a
   * wallet the player does not have. Returns the transactions made.
   */
  post(userId: number, postings: Posting[], at: number): Transaction[] {
    const wallets = this.balances.get(userId);
    if (!wallets) throw new LedgerError('WALLET_NOT_FOUND', `No wallets for player ${userId}`);
    const after = new Map(wallets);
    for (const p of postings) {
      const current = after.get(p.wallet);
      if (current === undefined) throw new LedgerError('WALLET_NOT_FOUND', `No wallet ${p.wallet}`);
      const next = cents(current + p.amount);
      if (next < 0) {
        throw new LedgerError(
          'INSUFFICIENT_BALANCE',
          `${Math.abs(p.amount).toFixed(2)} is more than the ${p.wallet} balance ${current.toFixed(2)}`,
        );
      }
      after.set(p.wallet, next);
    }
    const made: Transaction[] = [];
    for (const p of postings) {
      const balanceAfter = cents(wallets.get(p.wallet)! + p.amount);
      wallets.set(p.wallet, balanceAfter);
      const tx: Transaction = {
        txId: this.nextTxId++,
        userId,
        wallet: p.wallet,
        txCode: p.txCode,
        amount: cents(p.amount),
        balanceAfter,
        txTime: at,
        reference: p.reference,
      };
      this.transactions.push(tx);
      made.push(tx);
    }
    return made;
  }

  transactionsOf(userId: number): Transaction[] {
    return this.transactions.filter((t) => t.userId === userId);
  }
}

/** Every player's wallets and transactions (opened on first use: player-wallets.ts). */
export const ledgerPart = statePart('ledger', () => new Ledger());
