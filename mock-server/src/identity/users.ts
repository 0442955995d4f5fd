import type { SiteLanguage } from '@portal/contracts';
import { seedAccounts } from '@portal/fixtures';
import { hashPassword } from './password';

export type User = {
  id: number;
  username: string;
  passwordHash: string;
  type: number;
  nickname: string;
  email?: string;
  mobile?: string;
  countryDialingCode?: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  regDate: string;
  /** What the main wallet holds when the player's ledger opens (wallet/player-wallets.ts). */
  openingBalance: number;
  clubLevel: number;
  /** The name of the SPECIAL club label the operator gave the account (spec 04: VIP service whatever the rank). */
  specialLabel?: string;
  affiliateCode?: string;
  referralCode?: string;
  /** The agent directly above (agent/team-seed.ts, or the agent that created the account). */
  uplineId?: number;
  /** Set by PUT /wps/member/language. */
  language?: SiteLanguage;
};

let seeded: User[] | undefined;

/** The seeded accounts, hashed once per process; every world gets its own copies. */
export function seedUsers(): User[] {
  seeded ??= seedAccounts.map((a, i) => ({
    id: 10_001 + i,
    username: a.username,
    passwordHash: hashPassword(a.password),
    type: a.type,
    nickname: a.username.replace(/\d+$/, '').replace(/^./, (c) => c.toUpperCase()) + ` ${i + 1}`,
    email: a.email,
    mobile: a.mobile,
    countryDialingCode: a.countryDialingCode,
    firstTimeLogin: a.firstTimeLogin ?? false,
    passwordExpired: a.passwordExpired ?? false,
    regDate: `2026-0${1 + (i % 9)}-1${i % 10}`,
    openingBalance: a.type === 4 ? 2000 : 1500 + i * 731.25,
    clubLevel: (i % 7) + 1,
    ...(a.specialLabel && { specialLabel: a.specialLabel }),
  }));
  return seeded.map((u) => ({ ...u }));
}

export const maskMobile = (mobile?: string) => (mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-3)}` : '');
