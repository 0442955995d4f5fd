import { SPECIAL_CLUB_LABEL, TRIAL_ACCOUNT_TYPE, type MemberInfo } from '@portal/contracts';

/**
 * Spec 04: VIP service is shown when the VIP club module (MEMCLUB3) is on or the member's `clubLabel.type` is
 * SPECIAL; never to a trial account. Whether the service reached is VIP or live chat the backend decides (club
 * rank above 4, spec 02, or the SPECIAL label), through the token the path list is asked with.
 */
export const vipServiceShown = (member: Pick<MemberInfo, 'type' | 'clubLabel'> | null, vipClubOn: boolean) =>
  member !== null && member.type !== TRIAL_ACCOUNT_TYPE && (vipClubOn || member.clubLabel?.type === SPECIAL_CLUB_LABEL);
