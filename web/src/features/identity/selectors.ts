import { AGENT_CENTRE_TYPES, TRIAL_ACCOUNT_TYPE } from '@portal/contracts';
import type { OverlayState } from '../../shared/ui-state/overlay-slice';
import type { SessionState } from './session/session-slice';
import type { VerificationState } from './verification/verification-slice';

type WithIdentity = { session: SessionState; overlay: OverlayState; verification: VerificationState };

export const selectSession = (s: WithIdentity) => s.session;
export const selectMember = (s: WithIdentity) => s.session.member;
export const selectIsLoggedIn = (s: WithIdentity) => s.session.token !== null && s.session.member !== null;
export const selectAccountType = (s: WithIdentity) => s.session.member?.type ?? null;
/** Agent centre: account types 1, 2, 41, 42 (spec 01, section 5). */
export const selectCanOpenAgentCentre = (s: WithIdentity) =>
  (AGENT_CENTRE_TYPES as readonly number[]).includes(s.session.member?.type ?? -1);
/** Member centre, deposit, withdraw: a token and not a trial account. */
export const selectCanOpenMemberCentre = (s: WithIdentity) => s.session.token !== null && s.session.member?.type !== TRIAL_ACCOUNT_TYPE;
export const selectIsTrial = (s: WithIdentity) => s.session.member?.type === TRIAL_ACCOUNT_TYPE;
export const selectBalance = (s: WithIdentity) => s.session.balance;
export const selectBalanceHidden = (s: WithIdentity) => s.session.balanceHidden;
export const selectOverlay = (s: WithIdentity) => s.overlay;
export const selectVerification = (s: WithIdentity) => s.verification;
export const selectCountdown = (purpose: keyof VerificationState['countdown']) => (s: WithIdentity) => s.verification.countdown[purpose];
