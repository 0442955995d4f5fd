import { createAction } from '@reduxjs/toolkit';
import type { RegisterRequest, MobileRegisterRequest } from '@portal/contracts';
import type { LoginForm } from './session-slice';

/** What the player asks for; the sagas answer with session and overlay actions. */
export const identityIntents = {
  loginRequested: createAction<LoginForm>('identity/loginRequested'),
  freePlayRequested: createAction('identity/freePlayRequested'),
  logoutConfirmed: createAction('identity/logoutConfirmed'),
  registerRequested: createAction<{
    form: Omit<RegisterRequest, 'validate' | 'domain' | 'registerUrl' | 'registerMethod' | 'login'>;
    linkAffiliate?: string;
  }>('identity/registerRequested'),
  mobileRegisterRequested:
    createAction<Omit<MobileRegisterRequest, 'domain' | 'registerUrl' | 'registerMethod'>>('identity/mobileRegisterRequested'),
  changePasswordRequested: createAction<{ oldPassword: string; newPassword: string; confirmNewPassword: string }>(
    'identity/changePasswordRequested',
  ),
  forgotByEmailRequested: createAction<{ username: string; email: string }>('identity/forgotByEmailRequested'),
  forgotByPhoneRequested: createAction<{ countryDialingCode: string; mobileNum: string; verificationCode: string; newPassword: string }>(
    'identity/forgotByPhoneRequested',
  ),
  balanceRefreshRequested: createAction('identity/balanceRefreshRequested'),
  /** A real-account action: opens the login popup without a token, warns a trial account. */
  realAccountActionRequested: createAction<{ target: string }>('identity/realAccountActionRequested'),
};
