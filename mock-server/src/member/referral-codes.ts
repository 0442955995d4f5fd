import type { User } from '../identity/users';
import type { World } from '../platform/world';
import { referralRewardKey } from './member-account';
import { identityPart } from '../identity/identity-state';

/** `pl***01`: enough for a player to recognise a friend, not enough to log in as one. */
export const maskAccount = (username: string) =>
  username.length <= 4 ? `${username.slice(0, 1)}***` : `${username.slice(0, 2)}***${username.slice(-2)}`;

/** A player's own referral code: derived from the id, so it is stable; it exists once generated (autoGenerate). */
export const referralCodeOf = (user: User) => `R${user.id.toString(36).toUpperCase()}`;

/** The accounts registered with this player's referral code. */
export function friendsOf(world: World, user: User): User[] {
  const code = referralCodeOf(user);
  return [...world.part(identityPart).users.values()].filter((u) => u.referralCode?.toUpperCase() === code).sort((a, b) => b.id - a.id);
}

/** Seeded friends, so the referral page has something to show: three team players joined with player01's code. */
const seededReferrer = 'player01';
const seededFriends = ['a01m3', 'a01m4', 'a02m3'];

export function seedReferralFriends(users: Iterable<User>) {
  const all = [...users];
  const referrer = all.find((u) => u.username === seededReferrer);
  if (!referrer) return;
  for (const friend of all.filter((u) => seededFriends.includes(u.username))) friend.referralCode = referralCodeOf(referrer);
}

/**
 * The seeded friends' rewards, paid before the world began: every seeded account's history opens with a deposit,
 * so each seeded friend has deposited, and the referrer's seeded balance (its opening balance) holds the reward.
 */
export function seededReferralRewards(users: Iterable<User>): string[] {
  const all = [...users];
  const referrer = all.find((u) => u.username === seededReferrer);
  return referrer ? all.filter((u) => seededFriends.includes(u.username)).map((f) => referralRewardKey(referrer.id, f.id)) : [];
}
