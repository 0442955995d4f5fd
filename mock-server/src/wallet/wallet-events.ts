import type { User } from '../identity/users';
import type { World } from '../platform/world';
import { MAIN_WALLET, TxCode, type Ledger, type Transaction } from './ledger';

/**
 * A deposit credited to a player's main wallet now (QA approving an order). A seeded account's history is the
 * past the world starts from: its deposits are not announced, what they earned others is seeded with them.
 */
export type DepositCredited = { world: World; user: User; deposit: Transaction };

declare module '../platform/world-hooks' {
  interface WorldEvents {
    depositCredited: DepositCredited;
  }
}

/** Credits a deposit to the main wallet and tells whoever listens (member/referral-rewards.ts). */
export function creditDeposit(world: World, ledger: Ledger, user: User, amount: number, reference: string, at: number): Transaction {
  const deposit = ledger.post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.Deposit, amount, reference }], at)[0]!;
  world.hooks.emit('depositCredited', { world, user, deposit });
  return deposit;
}
