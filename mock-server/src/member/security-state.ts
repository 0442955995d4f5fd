import { randomBytes } from 'node:crypto';
import type { LoginVerifyMethod } from '@portal/contracts';
import { statePart } from '../platform/world';

/** How long a bind or login code lives, and how many wrong tries void it (as the SMS codes: sms-codes.ts). */
export const VERIFY_CODE_MINUTES = 5;
export const VERIFY_MAX_WRONG_TRIES = 5;
/** One code a minute per target, so a code cannot be asked for in a loop. */
export const VERIFY_RESEND_MS = 60_000;
/** Binding codes one account may ask for in BIND_WINDOW_MS, over every number and address (SMS pumping). */
export const BIND_CODES_PER_ACCOUNT = 5;
export const BIND_WINDOW_MS = 60 * 60_000;
/** A login challenge lives as long as its code may. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
/** How many login times the log keeps of an account: the latest ones (the agent centre counts a period's logins). */
export const LOGIN_LOG_LIMIT = 500;

export type VerifyCode = { code: string; expiresAt: number; wrongTries: number; sentAt: number };
export type KnownIp = { ip: string; country: string; firstSeen: number };
export type LoginChallengeState = { challengeId: string; userId: number; ip: string; country: string; expiresAt: number };

/**
 * The security centre's state of one world: the addresses each player logged in from, whether login
 * protection is on, the email bound to an account (the mobile lives on the user), and the codes on their way.
 */
export class SecurityState {
  /** By user id: addresses known to be the player's. */
  readonly knownIps = new Map<number, KnownIp[]>();
  /** By user id: the last successful login. */
  readonly lastLogin = new Map<number, { ip: string; country: string; time: number }>();
  /** By user id: the times of its successful logins, oldest first, the latest LOGIN_LOG_LIMIT of them. */
  readonly loginLog = new Map<number, number[]>();
  /** User ids that switched login protection off (it is on by default). */
  readonly protectionOff = new Set<number>();
  /** By user id: the email bound through the security centre (a registered email counts as unbound). */
  readonly boundEmail = new Map<number, string>();
  /** By user id: whether the mobile on the account was verified by a code (seeded mobiles count as bound). */
  readonly mobileVerified = new Set<number>();
  /** By `<purpose>:<user id>:<target>`: codes sent for a binding or a login. */
  readonly codes = new Map<string, VerifyCode>();
  readonly challenges = new Map<string, LoginChallengeState>();
  /** By user id: when each binding code of the last BIND_WINDOW_MS was sent, to any target, oldest first. */
  readonly bindSends = new Map<number, number[]>();

  codeKey = (purpose: 'bind-mobile' | 'bind-email' | `login-${LoginVerifyMethod}`, userId: number, target: string) =>
    `${purpose}:${userId}:${target.toLowerCase()}`;

  newChallenge(userId: number, ip: string, country: string, now: number): LoginChallengeState {
    const challenge = { challengeId: randomBytes(12).toString('hex'), userId, ip, country, expiresAt: now + CHALLENGE_TTL_MS };
    this.challenges.set(challenge.challengeId, challenge);
    return challenge;
  }

  liveChallenge(challengeId: string, now: number): LoginChallengeState | undefined {
    const challenge = this.challenges.get(challengeId);
    if (challenge && challenge.expiresAt <= now) this.challenges.delete(challengeId);
    return challenge && challenge.expiresAt > now ? challenge : undefined;
  }

  /** Notes a successful login from an address: it becomes a known one, and the login joins the account's log. */
  noteLogin(userId: number, ip: string, country: string, now: number) {
    const known = this.knownIps.get(userId) ?? [];
    if (!known.some((k) => k.ip === ip)) known.push({ ip, country, firstSeen: now });
    this.knownIps.set(userId, known);
    this.lastLogin.set(userId, { ip, country, time: now });
    const log = this.loginLog.get(userId) ?? [];
    log.push(now);
    if (log.length > LOGIN_LOG_LIMIT) log.splice(0, log.length - LOGIN_LOG_LIMIT);
    this.loginLog.set(userId, log);
  }

  /** The account's logins in [from, to), as the log still keeps them. */
  loginsBetween(userId: number, from: number, to: number): number[] {
    return (this.loginLog.get(userId) ?? []).filter((time) => time >= from && time < to);
  }
}

/** The security centre: login addresses, login protection, verification codes. */
export const securityPart = statePart('security', () => new SecurityState());
