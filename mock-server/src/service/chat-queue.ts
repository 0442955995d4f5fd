import { TRIAL_ACCOUNT_TYPE, VIP_CHAT_ABOVE_LEVEL } from '@portal/contracts';
import { hasSpecialLabel } from '../identity/session-value';
import type { User } from '../identity/users';
import { clubLevelOf } from '../member/rank-levels';
import type { World } from '../platform/world';

/**
 * Whose chat a player gets: VIP service above club rank 4, at the level the rank page shows (the bets of the
 * last 90 days, member/rank-levels.ts), or with a SPECIAL club label (spec 04); live chat for anyone else; a
 * trial account has no rank.
 */
export const chatQueueOf = (world: World, user: User): 'VIP' | 'LIVECHAT' =>
  user.type !== TRIAL_ACCOUNT_TYPE && (hasSpecialLabel(user) || clubLevelOf(world, user) > VIP_CHAT_ABOVE_LEVEL) ? 'VIP' : 'LIVECHAT';
