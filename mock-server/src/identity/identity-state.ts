import { randomBytes } from 'node:crypto';
import { AGENT_CENTRE_TYPES } from '@portal/contracts';
import { seedAffiliateCodes } from '@portal/fixtures';
import { FakeSmsGateway } from './sms-gateway';
import { seedUsers, type User } from './users';
import { statePart } from '../platform/world';
import { mulberry32 } from '../platform/seeded-random';

export const SESSION_TTL_MS = 2 * 60 * 60 * 1000;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const SMS_EXPIRED_MINUTES = 5;
export const SMS_FORGOT_TTL_MS = 2 * 60 * 1000;
export const SMS_MIN_INTERVAL_MS = 1000;
export const SMS_WINDOW_MS = 10 * 60 * 1000;
export const SMS_MAX_IN_WINDOW = 5;
export const SMS_LOCK_MS = 5 * 60 * 1000;
/** The fifth wrong try voids an SMS code (sms-codes.ts). */
export const SMS_MAX_WRONG_TRIES = 5;
export const VALIDATE_TTL_MS = 5 * 60 * 1000;

export type SmsPurpose = 'register' | 'login' | 'forgot';
type Session = { token: string; userId: number; expiresAt: number };
type Captcha = { answer: string; expiresAt: number };
type SmsCode = { code: string; expiresAt: number; wrongTries: number };
type SmsHistory = { sentAt: number[]; lockedUntil: number };
/** Wrong passwords for one username, within the lock's window (login-lock.ts). */
export type LoginFailures = { failedAt: number[]; lockedUntil: number };

/** Users, sessions and every one-use secret of one world. */
export class IdentityState {
  readonly users = new Map<string, User>();
  readonly sessions = new Map<string, Session>();
  readonly captchas = new Map<string, Captcha>();
  readonly smsCodes = new Map<string, SmsCode>();
  readonly smsHistory = new Map<string, SmsHistory>();
  readonly slides = new Map<string, { targetX: number; expiresAt: number }>();
  readonly validates = new Map<string, number>();
  /** Usernames whose next login needs a captcha, after a failure. */
  readonly captchaRequired = new Set<string>();
  /** By lower-cased username, known or not, so a lock tells no one which names exist. */
  readonly loginFailures = new Map<string, LoginFailures>();
  readonly affiliateCodes: Set<string>;
  readonly sms: FakeSmsGateway;
  /** Mail the fake sent (QA reads it at /__admin/mail); `code` when it carries a verification code. */
  readonly mail: { to: string; subject: string; sentAt: number; code?: string }[] = [];
  lastCaptchaAnswer: string | null = null;
  private nextId = 20_001;

  constructor(
    readonly now: () => number,
    readonly random: () => number,
  ) {
    for (const user of seedUsers()) this.users.set(user.username.toLowerCase(), user);
    this.affiliateCodes = new Set(seedAffiliateCodes);
    this.sms = new FakeSmsGateway(now);
  }

  digits(count: number): string {
    return Array.from({ length: count }, () => Math.floor(this.random() * 10)).join('');
  }

  findUser(username: string) {
    return this.users.get(username.trim().toLowerCase());
  }

  findByMobile(countryDialingCode: string, mobile: string) {
    return [...this.users.values()].find((u) => u.mobile === mobile && u.countryDialingCode === countryDialingCode);
  }

  /**
   * A code registration takes: a seeded affiliate code, or an agent's own (`AG<id>`, the agent centre's
   * registration link), which is derived from the agent rather than stored, so showing it writes nothing.
   */
  isAffiliateCode(code: string): boolean {
    const normal = code.trim().toUpperCase();
    if (this.affiliateCodes.has(normal)) return true;
    const agent = /^AG(\d{1,9})$/.exec(normal) && this.userById(Number(normal.slice(2)));
    return Boolean(agent && (AGENT_CENTRE_TYPES as readonly number[]).includes(agent.type));
  }

  userById(id: number) {
    return [...this.users.values()].find((u) => u.id === id);
  }

  addUser(
    fields: Omit<User, 'id' | 'regDate' | 'openingBalance' | 'clubLevel' | 'firstTimeLogin' | 'passwordExpired'> & Partial<User>,
  ): User {
    const user: User = {
      id: this.nextId++,
      regDate: new Date(this.now()).toISOString().slice(0, 10),
      openingBalance: 0,
      clubLevel: 1,
      firstTimeLogin: false,
      passwordExpired: false,
      ...fields,
    };
    this.users.set(user.username.toLowerCase(), user);
    return user;
  }

  openSession(user: User): string {
    const token = randomBytes(24).toString('hex');
    this.sessions.set(token, { token, userId: user.id, expiresAt: this.now() + SESSION_TTL_MS });
    return token;
  }

  /** The user of a live token, or undefined when it is unknown or expired (expired ones are dropped). */
  sessionUser(token: string | undefined): User | undefined {
    if (!token) return undefined;
    const session = this.sessions.get(token);
    if (!session) return undefined;
    if (session.expiresAt <= this.now()) {
      this.sessions.delete(token);
      return undefined;
    }
    return this.userById(session.userId);
  }

  closeSessionsOf(userId: number) {
    for (const [token, s] of this.sessions) if (s.userId === userId) this.sessions.delete(token);
  }

  issueCaptcha(): { id: string; answer: string } {
    const id = randomBytes(12).toString('hex');
    const answer = this.digits(4);
    this.captchas.set(id, { answer, expiresAt: this.now() + CAPTCHA_TTL_MS });
    this.lastCaptchaAnswer = answer;
    return { id, answer };
  }

  /** A captcha answers once: right or wrong, it is used up. */
  checkCaptcha(id: string | undefined, answer: string | undefined): boolean {
    if (!id) return false;
    const captcha = this.captchas.get(id);
    this.captchas.delete(id);
    return Boolean(captcha && captcha.expiresAt > this.now() && answer?.trim() === captcha.answer);
  }

  /** The answer (targetX) stays here: the route sends only a picture of it. */
  issueSlide(): { challengeId: string; targetX: number } {
    const challengeId = randomBytes(12).toString('hex');
    const targetX = 60 + Math.floor(this.random() * 200);
    this.slides.set(challengeId, { targetX, expiresAt: this.now() + VALIDATE_TTL_MS });
    return { challengeId, targetX };
  }

  /** Within 6 px of the target passes and yields a one-use validate token. */
  checkSlide(challengeId: string, x: number): string | null {
    const slide = this.slides.get(challengeId);
    this.slides.delete(challengeId);
    if (!slide || slide.expiresAt <= this.now() || Math.abs(slide.targetX - x) > 6) return null;
    const validate = randomBytes(16).toString('hex');
    this.validates.set(validate, this.now() + VALIDATE_TTL_MS);
    return validate;
  }

  useValidate(token: string): boolean {
    const expiresAt = this.validates.get(token);
    this.validates.delete(token);
    return expiresAt !== undefined && expiresAt > this.now();
  }

  smsKey = (purpose: SmsPurpose, dialing: string, mobile: string) => `${purpose}:${dialing}${mobile}`;
}

/** Users, sessions and codes; agent/ and member/ seed their teams and friends into it (their plugins' reseed steps). */
export const identityPart = statePart('identity', (world) => new IdentityState(world.now, mulberry32(world.scenario.seed ^ 0x9e3779b9)));
