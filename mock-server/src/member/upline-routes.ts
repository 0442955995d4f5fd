import type { FastifyInstance } from 'fastify';
import { IdentityCode, memberCalls, UplineCode, WalletCode } from '@portal/contracts';
import { verifyPassword } from '../identity/password';
import type { User } from '../identity/users';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import type { World } from '../platform/world';
import { cents, MAIN_WALLET, TxCode } from '../wallet/ledger';
import { ledgerOf } from '../wallet/player-wallets';
import { maskAccount } from './referral-codes';
import { identityPart } from '../identity/identity-state';
import { accountPart } from './member-account';

export const UPLINE_MIN = 1;
export const UPLINE_MAX = 50_000;

/** Who may send money up (spec 04: `toUpline` and account type not 2), and to whom; a failure otherwise. */
function uplineOf(world: World, user: User) {
  if (user.type === 4) return fail(IdentityCode.TrialNotAllowed, 'A trial account cannot transfer money');
  if (![1, 41, 42].includes(user.type))
    return fail(UplineCode.NotAllowed, 'Only agents of types 1, 41 and 42 can transfer to their upline');
  const upline = user.uplineId === undefined ? undefined : world.part(identityPart).userById(user.uplineId);
  return upline ?? fail(UplineCode.NoUpline, 'This account has no upline to transfer to');
}

/** Transfer to upline: the upline and the limits, and the transfer itself (the login password checked, both ledgers posted). */
export async function uplineRoutes(app: FastifyInstance) {
  defineCall(app, memberCalls.uplineInfo, ({ request, user }) => {
    const upline = uplineOf(request.world, user);
    if ('success' in upline) return upline;
    const available = ledgerOf(request.world, user).balance(user.id);
    return ok({ uplineAccount: maskAccount(upline.username), available, minAmount: UPLINE_MIN, maxAmount: UPLINE_MAX });
  });

  defineCall(app, memberCalls.uplineTransfer, ({ request, user, body }) => {
    const world = request.world;
    const upline = uplineOf(world, user);
    if ('success' in upline) return upline;
    if (!verifyPassword(body.password, user.passwordHash)) return fail(WalletCode.PasswordWrong, 'The login password is wrong');
    const amount = cents(body.amount);
    if (amount < UPLINE_MIN || amount > UPLINE_MAX)
      return fail(WalletCode.OutOfLimits, `A transfer to upline is between ${UPLINE_MIN} and ${UPLINE_MAX}`);
    const mine = ledgerOf(world, user);
    if (amount > mine.balance(user.id))
      return fail(
        WalletCode.InsufficientBalance,
        `${amount.toFixed(2)} is more than your main wallet's ${mine.balance(user.id).toFixed(2)}`,
      );
    const theirs = ledgerOf(world, upline);
    const now = world.now();
    const transferId = world.part(accountPart).nextTransferId();
    // Checked above, in one turn of the event loop: the debit cannot fail, and a credit never does.
    mine.post(
      user.id,
      [{ wallet: MAIN_WALLET, txCode: TxCode.TransferOut, amount: -amount, reference: `${transferId} ${upline.username}` }],
      now,
    );
    theirs.post(upline.id, [{ wallet: MAIN_WALLET, txCode: TxCode.TransferIn, amount, reference: `${transferId} ${user.username}` }], now);
    return ok({ transferId, amount, balance: mine.balance(user.id), uplineAccount: maskAccount(upline.username) });
  });
}
