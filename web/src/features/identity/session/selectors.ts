import { WhitelabelFlag } from '@portal/contracts';
import { selectHasToken, selectIsTrial } from '../../../shared/access/access';
import { isPending } from '../../../shared/remote/remote';
import { selectFlag } from '../../../shared/system/system-selectors';
import type { RootState } from '../../../shared/store/root-state';
import { vipServiceShown } from './vip-service';

export const selectSession = (s: RootState) => s.session;
/** The form whose call is on its way (its button says so), or null. */
export const selectPendingForm = (s: RootState) => (isPending(s.session.form) ? s.session.form.query : null);
/** The failure of the last form call, shown under the form once the call has settled. */
export const selectFormError = (s: RootState) => (s.session.form.status === 'failed' ? s.session.form.error : null);
export const selectMember = (s: RootState) => s.session.member;
/** A token whose member info failed to load (not a 401): still logged in, the header offers Try again. */
export const selectMemberFailed = (s: RootState) => s.session.token !== null && s.session.member === null && s.session.memberError !== null;
export const selectIsLoggedIn = (s: RootState) => s.session.token !== null && s.session.member !== null;
/** Agent centre: account types 1, 2, 41, 42 (spec 01, section 5). */
/** Member centre, deposit, withdraw: a token and not a trial account (the shared access rule). */
export const selectCanOpenMemberCentre = (s: RootState) => selectHasToken(s) && !selectIsTrial(s);
export const selectBalance = (s: RootState) => s.session.balance;
export const selectBalanceHidden = (s: RootState) => s.session.balanceHidden;
/** The VIP service entry of the account menu (vip-service.ts). */
export const selectVipServiceShown = (s: RootState) => vipServiceShown(s.session.member, selectFlag(WhitelabelFlag.VipClub)(s));
