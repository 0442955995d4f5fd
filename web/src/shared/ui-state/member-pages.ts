/**
 * The personal centre's pages in menu order (spec 02, section 2): shared, because the header and the
 * account menu open them and the member-centre feature draws them.
 */
export const memberPages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;
export type MemberPage = (typeof memberPages)[number];

/** What the header and the account menu ask for, and the page of the centre that answers. */
const pageOfTarget: Partial<Record<string, MemberPage>> = {
  memberCentre: 'transferFund',
  deposit: 'depositv2',
  withdraw: 'withdraw',
  accountRecord: 'transactionHistory',
  bettingRecord: 'personalHistoryCopy',
  securityCentre: 'securityCenter',
  // The player rank is drawn at the top of "my account" (features/member-centre/security).
  playerRank: 'securityCenter',
};
export const isMemberPage = (page: string | null | undefined): page is MemberPage => memberPages.includes(page as MemberPage);
/** A target's page; a page key names itself (the footer's affiliate Start asks for `referral`). */
export const memberPageOf = (target: string): MemberPage | undefined => pageOfTarget[target] ?? (isMemberPage(target) ? target : undefined);
