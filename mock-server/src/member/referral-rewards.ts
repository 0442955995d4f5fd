import type { User } from '../identity/users';
import type { World, WorldRegistry } from '../platform/world';
import { MAIN_WALLET, TxCode } from '../wallet/ledger';
import { ledgerOf } from '../wallet/player-wallets';
import { referralRewardKey, accountPart } from './member-account';
import { referralCodeOf } from './referral-codes';
import { identityPart } from '../identity/identity-state';

/** What a friend's first deposit earns the referrer (contracts/README.md, "Member centre, second half"). */
export const REFERRAL_REWARD = 50;

const rewardKey = (referrer: User, friend: User) => referralRewardKey(referrer.id, friend.id);

/** The account whose referral code the friend registered with (the code is `R` and the id in base 36). */
function referrerOf(world: World, friend: User): User | undefined {
  const code = friend.referralCode?.toUpperCase();
  if (!code?.startsWith('R')) return undefined;
  const referrer = world.part(identityPart).userById(Number.parseInt(code.slice(1), 36));
  return referrer && referralCodeOf(referrer) === code ? referrer : undefined;
}

/** Whether the referrer has been paid for this friend, that is whether the friend's first deposit is credited. */
export const rewardPaid = (world: World, referrer: User, friend: User) =>
  world.part(accountPart).referralRewards.has(rewardKey(referrer, friend));

/**
 * The referral reward moves with the money: the referrer is paid once per friend, when the friend's first
 * deposit is credited, dated then (a seeded friend's was paid in the seed: referral-codes.ts).
 */
export function registerReferralRewards(hooks: WorldRegistry) {
  hooks.on('depositCredited', ({ world, user, deposit }) => {
    const referrer = referrerOf(world, user);
    if (!referrer || rewardPaid(world, referrer, user)) return;
    world.part(accountPart).referralRewards.add(rewardKey(referrer, user));
    const reference = `REFERRAL-${user.username}`;
    ledgerOf(world, referrer).post(
      referrer.id,
      [{ wallet: MAIN_WALLET, txCode: TxCode.Bonus, amount: REFERRAL_REWARD, reference }],
      deposit.txTime,
    );
  });
}
