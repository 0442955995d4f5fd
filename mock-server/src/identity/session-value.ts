import type { MemberInfo, SessionValue } from '@portal/contracts';
import { maskMobile, type User } from './users';

export const sessionValueOf = (user: User, token: string): SessionValue => ({
  token,
  id: user.id,
  userName: user.username,
  customerType: user.type,
  firstTimeLogin: user.firstTimeLogin,
  passwordExpired: user.passwordExpired,
});

const clubLabels = [
  { labelName: 'Bronze', color: '#ffffff', color2: '#a0522d' },
  { labelName: 'Silver', color: '#1b1530', color2: '#c0c0c0' },
  { labelName: 'Gold', color: '#1b1530', color2: '#f5c451' },
  { labelName: 'Platinum', color: '#ffffff', color2: '#6142bf' },
  { labelName: 'Diamond', color: '#ffffff', color2: '#1e88e5' },
  { labelName: 'Crown', color: '#1b1530', color2: '#ff9f43' },
  { labelName: 'Legend', color: '#ffffff', color2: '#c0392b' },
];

/** `clubLevel` as the rank reads it (member/rank-levels.ts clubLevelOf), the account's own level by default. */
export const memberInfoOf = (user: User, clubLevel = user.clubLevel): MemberInfo => {
  const label = user.type === 4 ? null : (clubLabels[Math.min(clubLevel, clubLabels.length) - 1] ?? null);
  return {
    id: user.id,
    account: user.username,
    nickname: user.nickname,
    type: user.type,
    mobile: maskMobile(user.mobile),
    regDate: user.regDate,
    toUpline: [1, 2, 41, 42].includes(user.type),
    clubLabel: label,
    memberLabel: label ? [label] : [],
    firstTimeLogin: user.firstTimeLogin,
    passwordExpired: user.passwordExpired,
    ...(user.language && { language: user.language }),
  };
};
