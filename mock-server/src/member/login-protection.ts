import { SecurityCode, type Failure, type LoginChallenge, type SecurityInfo } from '@portal/contracts';
import { maskMobile, type User } from '../identity/users';
import { fail } from '../platform/envelope';
import type { World } from '../platform/world';
import { securityPart } from './security-state';

/** The accounts seeded from fixtures have ids below this: they know the preset's address from the start. */
const FIRST_REGISTERED_ID = 20_001;

export const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
};

/** The addresses a player is known to log in from; a seeded account starts with its world's preset one. */
export function knownIpsOf(world: World, user: User) {
  const security = world.part(securityPart);
  if (!security.knownIps.has(user.id) && user.id < FIRST_REGISTERED_ID) {
    const { ip, country } = world.presetLocation;
    security.knownIps.set(user.id, [{ ip, country, firstSeen: Date.parse(`${user.regDate}T00:00:00Z`) || 0 }]);
  }
  return security.knownIps.get(user.id) ?? [];
}

export const mobileBound = (user: User) => Boolean(user.mobile && user.countryDialingCode);

/** The methods a login from a new address can use: the bound mobile and the bound email. */
export function verifyTargets(world: World, user: User): LoginChallenge['methods'] {
  const email = world.part(securityPart).boundEmail.get(user.id);
  return [
    ...(mobileBound(user) ? [{ method: 'sms' as const, target: `${user.countryDialingCode} ${maskMobile(user.mobile)}` }] : []),
    ...(email ? [{ method: 'email' as const, target: maskEmail(email) }] : []),
  ];
}

/**
 * Login protection (spec 02 section 4): a password login from an address the player has not used asks for
 * a code first, when protection is on and something is bound to send it to. An account with no address
 * yet (just registered) trusts its first; one with nothing bound cannot be asked and logs in (the
 * security centre says so). Otherwise the address is noted and null lets the login through.
 */
export function loginGate(world: World, user: User): Failure | null {
  const { ip, country } = world.scenario.location;
  const known = knownIpsOf(world, user);
  const methods = verifyTargets(world, user);
  const protectedAccount = !world.part(securityPart).protectionOff.has(user.id) && user.type !== 4;
  if (protectedAccount && known.length > 0 && !known.some((k) => k.ip === ip) && methods.length > 0) {
    const challenge = world.part(securityPart).newChallenge(user.id, ip, country, world.now());
    const value: LoginChallenge = { challengeId: challenge.challengeId, ip, country, methods };
    return fail(SecurityCode.LoginVerifyRequired, `A login from a new address (${ip}, ${country}): confirm it with a code`, value);
  }
  world.part(securityPart).noteLogin(user.id, ip, country, world.now());
  return null;
}

/**
 * The email shown is the address on record (given at registration or bound since): password resets by email go to
 * it. It counts as bound only once a code sent to it was entered; only a bound address may confirm a login.
 */
export function securityInfoOf(world: World, user: User): SecurityInfo {
  const email = user.email ?? '';
  const bound = world.part(securityPart).boundEmail.get(user.id);
  return {
    account: user.username,
    nickname: user.nickname,
    regDate: user.regDate,
    mobile: mobileBound(user) ? `${user.countryDialingCode} ${maskMobile(user.mobile)}` : '',
    mobileBound: mobileBound(user),
    email: email ? maskEmail(email) : '',
    emailBound: Boolean(bound) && bound === email.toLowerCase(),
    loginProtection: !world.part(securityPart).protectionOff.has(user.id),
    knownIps: knownIpsOf(world, user),
    lastLogin: world.part(securityPart).lastLogin.get(user.id) ?? null,
  };
}
