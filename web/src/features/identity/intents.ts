import { createAction } from '@reduxjs/toolkit';
import type { LoginVerifyMethod, MobileRegisterRequest, RegisterRequest } from '@portal/contracts';

export type LoginForm =
  | { type: 'username'; username: string; password: string; captcha?: string; remember: boolean }
  | { type: 'sms'; countryDialingCode: string; mobileNum: string; verificationCode: string; remember: boolean };

/** What the player asks for; the sagas answer with session, verification and overlay actions. */
export const identityIntents = {
  loginRequested: createAction<LoginForm>('identity/loginRequested'),
  /** Login protection: a code for the login from a new address, by the method chosen. */
  newAddressCodeRequested: createAction<LoginVerifyMethod>('identity/newAddressCodeRequested'),
  newAddressVerifyRequested: createAction<{ method: LoginVerifyMethod; code: string }>('identity/newAddressVerifyRequested'),
  /** Back to the login form: the challenge is dropped. */
  newAddressCancelled: createAction('identity/newAddressCancelled'),
  freePlayRequested: createAction('identity/freePlayRequested'),
  logoutConfirmed: createAction('identity/logoutConfirmed'),
  /** The forced password change closed unchanged: the half-open session ends here, without the server. */
  changePasswordAbandoned: createAction('identity/changePasswordAbandoned'),
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
  /** Try again on member info that did not load. */
  memberRetried: createAction('identity/memberRetried'),
  /** The player opened a game or lottery frame page, and left it (session/frame-balance.ts). */
  framePageEntered: createAction('identity/framePageEntered'),
  framePageLeft: createAction('identity/framePageLeft'),
  /** A real-account action: opens the login popup without a token, warns a trial account. */
  realAccountActionRequested: createAction<{ target: string }>('identity/realAccountActionRequested'),
  /** A new captcha image; the saga fetches at most one a second. */
  captchaRequested: createAction('identity/captchaRequested'),
  /** The new-player promotions beside the registration form, fetched once per page load. */
  newPlayerPromotionsRequested: createAction('identity/newPlayerPromotionsRequested'),
};

type Intents = typeof identityIntents;
/** The payload of an intent, for the saga that answers it. */
export type IntentPayload<K extends keyof Intents> = ReturnType<Intents[K]>['payload'];
