import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdentityCode, memberCalls } from '@portal/contracts';
import { seedAffiliateCodes } from '@portal/fixtures';
import type { User } from '../identity/users';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import type { World } from '../platform/world';
import { MAIN_WALLET, TxCode } from '../wallet/ledger';
import { ledgerOf } from '../wallet/player-wallets';
import { friendsOf, maskAccount, referralCodeOf } from './referral-codes';
import { pageOf } from '../platform/paging';

/** What a friend's first deposit earns the referrer (contracts/README.md, "Member centre, second half"). */
export const REFERRAL_REWARD = 50;
/** Where invite links point when the caller's own site is not known (the fake runs offline). */
const FALLBACK_DOMAIN = 'https://portal.example.com';

/** The site the player is on (the web client's origin), so an invite link made offline opens the offline client. */
function domainsOf(request: FastifyRequest): string[] {
  const origin = request.headers.origin ?? request.headers.referer;
  const own = typeof origin === 'string' && /^https?:\/\/[^/\s]+/.exec(origin)?.[0];
  return [...new Set([own, FALLBACK_DOMAIN].filter((d): d is string => Boolean(d)))];
}

const hasDeposited = (world: World, friend: User) =>
  ledgerOf(world, friend)
    .transactionsOf(friend.id)
    .some((t) => t.txCode === 'DEPOSIT');

/** Pays the referrer once for every friend who has deposited (read time is when the fake notices). */
function payRewards(world: World, user: User) {
  for (const friend of friendsOf(world, user)) {
    const key = `${user.id}:${friend.id}`;
    if (world.perks.referralRewards.has(key) || !hasDeposited(world, friend)) continue;
    world.perks.referralRewards.add(key);
    const reference = `REFERRAL-${friend.username}`;
    ledgerOf(world, user).post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.Bonus, amount: REFERRAL_REWARD, reference }], world.now());
  }
}

/** Referral (spec 04 "Member centre"): the codes and domains of the invite link, and the friends it brought. */
export async function referralRoutes(app: FastifyInstance) {
  defineCall(app, memberCalls.referralDetails, ({ request, user, query }) => {
    const world = request.world;
    if (user.type === 4) return fail(IdentityCode.TrialNotAllowed, 'A trial account cannot invite friends');
    if (query.autoGenerate) world.perks.referralCodes.set(user.id, referralCodeOf(user));
    const referralCode = world.perks.referralCodes.get(user.id) ?? null;
    return ok({ affiliateCode: seedAffiliateCodes[0] ?? '', referralCode, promotionDomains: domainsOf(request) });
  });

  defineCall(app, memberCalls.referralFriends, ({ request, user, query }) => {
    const world = request.world;
    if (user.type === 4) return fail(IdentityCode.TrialNotAllowed, 'A trial account cannot invite friends');
    payRewards(world, user);
    const friends = friendsOf(world, user).map((f) => {
      const deposited = world.perks.referralRewards.has(`${user.id}:${f.id}`);
      return { account: maskAccount(f.username), regDate: f.regDate, deposited, reward: deposited ? REFERRAL_REWARD : 0 };
    });
    return ok({
      ...pageOf(friends, query.pageNo, query.pageSize ?? 10),
      totalReward: friends.reduce((sum, f) => sum + f.reward, 0),
      rewardPerFriend: REFERRAL_REWARD,
    });
  });
}
