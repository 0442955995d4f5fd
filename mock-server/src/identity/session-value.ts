import { SPECIAL_CLUB_LABEL, type MemberInfo, type SessionValue } from '@portal/contracts';
import { maskMobile, type User } from './users';

export const sessionValueOf = (user: User, token: string): SessionValue => ({
  token,
  id: user.id,
  userName: user.username,
  customerType: user.type,
  firstTimeLogin: user.firstTimeLogin,
  passwordExpired: user.passwordExpired,
});

/** The club rank labels (type RANK, ours); an operator's SPECIAL label takes their place (spec 04). */
const clubLabels = [
  { labelName: 'Bronze', color: '#ffffff', color2: '#a0522d' },
  { labelName: 'Silver', color: '#1b1530', color2: '#c0c0c0' },
  { labelName: 'Gold', color: '#1b1530', color2: '#f5c451' },
  { labelName: 'Platinum', color: '#ffffff', color2: '#6142bf' },
  { labelName: 'Diamond', color: '#ffffff', color2: '#1e88e5' },
  { labelName: 'Crown', color: '#1b1530', color2: '#ff9f43' },
  { labelName: 'Legend', color: '#ffffff', color2: '#c0392b' },
].map((l) => ({ ...l, type: 'RANK' }));
const specialLabel = (labelName: string) => ({ labelName, color: '#1b1530', color2: '#e8c76a', type: SPECIAL_CLUB_LABEL });

/** The label the member info shows: the operator's SPECIAL one, else the club rank's; none for a trial account. */
const clubLabelOf = (user: User, clubLevel: number) =>
  user.type === 4
    ? null
    : user.specialLabel
      ? specialLabel(user.specialLabel)
      : (clubLabels[Math.min(clubLevel, clubLabels.length) - 1] ?? null);

/** Whether the member carries a SPECIAL club label (spec 04: VIP service). */
export const hasSpecialLabel = (user: User) => user.type !== 4 && user.specialLabel !== undefined;

/** `clubLevel` as the rank reads it (member/rank-levels.ts clubLevelOf), the account's own level by default. */
export const memberInfoOf = (user: User, clubLevel = user.clubLevel): MemberInfo => {
  const label = clubLabelOf(user, clubLevel);
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
