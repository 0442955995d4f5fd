import type {
  ChangePasswordRequest,
  ForgotByPhoneRequest,
  LoginRequest,
  MobileRegisterRequest,
  RegisterRequest,
  SmsRequest,
} from '@portal/contracts';
import { callByName } from '../../shared/http/call-by-name';
import type { HttpClient } from '../../shared/http/http-client';

export type SmsPurpose = 'register' | 'login' | 'forgot';
const smsCalls = { register: 'smsRegister', login: 'smsLogin', forgot: 'smsForgot' } as const;

export const fetchCaptcha = (http: HttpClient) => callByName(http, 'captcha');
export { checkSlide, fetchSlideChallenge } from '../../shared/human-check/api';

export const sendSmsCode = (http: HttpClient, purpose: SmsPurpose, request: SmsRequest) =>
  callByName(http, smsCalls[purpose], { data: request }) as Promise<{ expiredMinutes?: number; expirationTime?: number }>;

export const register = (http: HttpClient, request: RegisterRequest) => callByName(http, 'register', { data: request });
export const registerMobile = (http: HttpClient, request: MobileRegisterRequest) => callByName(http, 'registerMobile', { data: request });
export const checkAffiliate = (http: HttpClient, code: string, domain: string) => callByName(http, 'affiliate', { data: { code, domain } });

export const login = (http: HttpClient, request: LoginRequest) => callByName(http, 'login', { data: request });
export const freePlay = (http: HttpClient, random: string, os: string) =>
  callByName(http, 'freePlay', { data: { os, platform: 'W', random, gatewayVersion: 3 } });
export const logout = (http: HttpClient) => callByName(http, 'logout');

export const fetchMemberInfo = (http: HttpClient) => callByName(http, 'memberInfo');
/** The header's avatar: MCSFE_getPlayerAvatar (spec 02 section 7); /wps/member/info/icon names the same image (contracts/README.md). */
export const fetchPlayerAvatar = (http: HttpClient) => callByName(http, 'playerAvatar');
export const fetchBalance = (http: HttpClient) => callByName(http, 'balance');

export const changePassword = (http: HttpClient, request: ChangePasswordRequest) => callByName(http, 'changePassword', { data: request });
/** Form-encoded, as the spec says. */
export const forgotByEmail = (http: HttpClient, username: string, email: string) =>
  callByName(http, 'forgotByEmail', {
    data: new URLSearchParams({ username, email }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
export const forgotByPhone = (http: HttpClient, request: ForgotByPhoneRequest) => callByName(http, 'forgotByPhone', { data: request });

/** The promotions, for the new-player carousel: the announcements relay's `promotion` (spec 04). */
export { fetchPromotions } from '../../shared/announcements/announcements';
