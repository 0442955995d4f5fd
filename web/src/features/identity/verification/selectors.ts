import type { SmsPurpose } from '../api';
import type { RootState } from '../../../shared/store/root-state';
import { initialVerificationState } from './slice';

/** Before the identity forms load their state is absent: the initial state stands in. */
export const selectVerification = (s: RootState) => s.verification ?? initialVerificationState;
export const selectCaptcha = (s: RootState) => selectVerification(s).captcha;
export const selectCountdown = (purpose: SmsPurpose) => (s: RootState) => selectVerification(s).countdown[purpose];
export const selectSending = (purpose: SmsPurpose) => (s: RootState) => selectVerification(s).sending[purpose];
