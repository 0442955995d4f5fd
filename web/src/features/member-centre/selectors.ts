import { MAIN_WALLET_CODE, WhitelabelFlag } from '@portal/contracts';
import { selectFlag } from '../../shared/system/system-selectors';
import type { RootState } from '../../shared/store/root-state';
import { initialMemberAccountState } from './account-slice';
import { initialMemberReportsState } from './reports-slice';
import { initialMemberCentreState } from './slice';

/** The centre's state; before the feature is injected, its initial state. */
export const selectMemberCentre = (s: RootState) => s.memberCentre ?? initialMemberCentreState;
export const selectWallet = (s: RootState) => selectMemberCentre(s).wallet;
export const selectMainBalance = (s: RootState) =>
  selectWallet(s).value.wallets.find((w) => w.walletCode === MAIN_WALLET_CODE)?.balance ?? null;
/** The wallet page hides without its module (MYWALL) and on a single-wallet site (spec 04: GCS_merchantWallet isSingle 1). */
export const selectWalletHidden = (s: RootState) => !selectFlag(WhitelabelFlag.MyWallet)(s) || selectWallet(s).value.isSingle === true;
/** The reports, the rebate and the reward centre; before the feature is injected, their initial state. */
export const selectMemberReports = (s: RootState) => s.memberReports ?? initialMemberReportsState;
/** Security centre, rank, upline, referral and missions; before the feature is injected, their initial state. */
export const selectMemberAccount = (s: RootState) => s.memberAccount ?? initialMemberAccountState;
/**
 * Referral and missions show when the available promotions say theirs is on (spec 04); while that is not
 * known they wait, and if it cannot be read they show (their own pages say what fails).
 */
export const selectPromotionKindOn = (kind: 'REFERRAL' | 'MISSION') => (s: RootState) => {
  const { status, value } = selectMemberAccount(s).available;
  return status === 'failed' || (status === 'ready' && value?.content[kind]?.enabled === true);
};
/** The menu's missions badge: missions completed and not claimed yet. */
export const selectMissionsBadge = (s: RootState) => selectMemberAccount(s).missions.value?.claimable ?? 0;
/** Transfer to upline: its module (AGETRANSFERUP3) on, an account with an upline (`toUpline`) not of type 2 (spec 04). */
export const selectUplineAllowed = (s: RootState) =>
  selectFlag(WhitelabelFlag.TransferToUpline)(s) && s.session.member?.toUpline === true && s.session.member.type !== 2;
