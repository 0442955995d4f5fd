import {
  calls,
  type ChangePasswordRequest,
  type ForgotByPhoneRequest,
  type LoginRequest,
  type MobileRegisterRequest,
  type RegisterRequest,
  type SmsRequest,
} from '@portal/contracts';
import { callApi, type HttpClient } from '../../shared/http/http-client';

export type SmsPurpose = 'register' | 'login' | 'forgot';
const smsCalls = { register: calls.smsRegister, login: calls.smsLogin, forgot: calls.smsForgot } as const;

export const fetchCaptcha = (http: HttpClient) => callApi(http, calls.captcha);
export const fetchSlideChallenge = (http: HttpClient) => callApi(http, calls.slideChallenge);
export const checkSlide = (http: HttpClient, challengeId: string, x: number) =>
  callApi(http, calls.slideCheck, { data: { challengeId, x } });

export const sendSmsCode = (http: HttpClient, purpose: SmsPurpose, request: SmsRequest) =>
  callApi(http, smsCalls[purpose], { data: request }) as Promise<{ expiredMinutes?: number; expirationTime?: number }>;

export const register = (http: HttpClient, request: RegisterRequest) => callApi(http, calls.register, { data: request });
export const registerMobile = (http: HttpClient, request: MobileRegisterRequest) => callApi(http, calls.registerMobile, { data: request });
export const checkAffiliate = (http: HttpClient, code: string, domain: string) =>
  callApi(http, calls.affiliate, { data: { code, domain } });

export const login = (http: HttpClient, request: LoginRequest) => callApi(http, calls.login, { data: request });
export const freePlay = (http: HttpClient, random: string, os: string) =>
  callApi(http, calls.freePlay, { data: { os, platform: 'W', random, gatewayVersion: 3 } });
export const logout = (http: HttpClient) => callApi(http, calls.logout);

export const fetchMemberInfo = (http: HttpClient) => callApi(http, calls.memberInfo);
export const fetchMemberIcon = (http: HttpClient) => callApi(http, calls.memberIcon);
export const fetchBalance = (http: HttpClient) => callApi(http, calls.balance);

export const changePassword = (http: HttpClient, request: ChangePasswordRequest) => callApi(http, calls.changePassword, { data: request });
/** Form-encoded, as the spec says. */
export const forgotByEmail = (http: HttpClient, username: string, email: string) =>
  callApi(http, calls.forgotByEmail, {
    data: new URLSearchParams({ username, email }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
export const forgotByPhone = (http: HttpClient, request: ForgotByPhoneRequest) => callApi(http, calls.forgotByPhone, { data: request });

export const fetchPromotions = (http: HttpClient) => callApi(http, calls.promotions);
