import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdentityCode, memberCalls } from '@portal/contracts';
import { seedAffiliateCodes } from '@portal/fixtures';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { friendsOf, maskAccount, referralCodeOf } from './referral-codes';
import { REFERRAL_REWARD, rewardPaid } from './referral-rewards';
import { pageOf } from '../platform/paging';
import { accountPart } from './member-account';

/** Where invite links point when the caller's own site is not known (the fake runs offline). */
const FALLBACK_DOMAIN = 'https://portal.example.com';

/** The site the player is on (the web client's origin), so an invite link made offline opens the offline client. */
function domainsOf(request: FastifyRequest): string[] {
  const origin = request.headers.origin ?? request.headers.referer;
  const own = typeof origin === 'string' && /^https?:\/\/[^/\s]+/.exec(origin)?.[0];
  return [...new Set([own, FALLBACK_DOMAIN].filter((d): d is string => Boolean(d)))];
}

/** Referral (spec 04 "Member centre"): the codes and domains of the invite link, and the friends it brought. */
export async function referralRoutes(app: FastifyInstance) {
  defineCall(app, memberCalls.referralDetails, ({ request, user, query }) => {
    const world = request.world;
    if (user.type === 4) return fail(IdentityCode.TrialNotAllowed, 'A trial account cannot invite friends');
    if (query.autoGenerate) world.part(accountPart).referralCodes.set(user.id, referralCodeOf(user));
    const referralCode = world.part(accountPart).referralCodes.get(user.id) ?? null;
    return ok({ affiliateCode: seedAffiliateCodes[0] ?? '', referralCode, promotionDomains: domainsOf(request) });
  });

  defineCall(app, memberCalls.referralFriends, ({ request, user, query }) => {
    const world = request.world;
    if (user.type === 4) return fail(IdentityCode.TrialNotAllowed, 'A trial account cannot invite friends');
    const friends = friendsOf(world, user).map((f) => {
      const deposited = rewardPaid(world, user, f);
      return { account: maskAccount(f.username), regDate: f.regDate, deposited, reward: deposited ? REFERRAL_REWARD : 0 };
    });
    return ok({
      ...pageOf(friends, query.pageNo, query.pageSize ?? 10),
      totalReward: friends.reduce((sum, f) => sum + f.reward, 0),
      rewardPerFriend: REFERRAL_REWARD,
    });
  });
}
