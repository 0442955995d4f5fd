import { countryListSchema, domainRouteSchema, systemStatusSchema } from './system';
import { registerRulesSchema } from './register-rules';
import { whitelabelTreeSchema } from './whitelabel';
import { promotionListSchema } from './promotions';
import * as z from 'zod/mini';
import {
  affiliateRequestSchema,
  balanceSchema,
  captchaSchema,
  changePasswordRequestSchema,
  forgotByEmailRequestSchema,
  forgotByPhoneRequestSchema,
  freePlayRequestSchema,
  loginRequestSchema,
  memberIconSchema,
  memberInfoSchema,
  mobileRegisterRequestSchema,
  mobileRegisterValueSchema,
  passwordResetValueSchema,
  registerRequestSchema,
  sessionValueSchema,
  slideAnswerSchema,
  slideChallengeSchema,
  slideResultSchema,
  smsRequestSchema,
  smsSentSchema,
  smsSentUntilSchema,
} from './identity';

export type CallEntry = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Whitelabel module that gates the call, when one does. */
  modId?: string;
  token: boolean;
  encrypted: boolean;
  /** Whether the client shows a failure in a dialog. */
  alert: boolean;
  request?: z.ZodMiniType;
  response: z.ZodMiniType;
};

/** Every call the client makes. The client's api functions and the fake's routes both read it. */
export const calls = {
  systemStatus: {
    method: 'GET',
    path: '/wps/system/status',
    token: false,
    encrypted: false,
    alert: false,
    response: systemStatusSchema,
  },
  whitelabel: {
    method: 'GET',
    path: '/wps/system/whitelabel',
    token: false,
    encrypted: false,
    alert: false,
    response: whitelabelTreeSchema,
  },
  registerSettings: {
    method: 'GET',
    path: '/wps/system/setting/register',
    token: false,
    encrypted: false,
    alert: false,
    response: registerRulesSchema,
  },
  domainRoute: {
    method: 'GET',
    path: '/wps/system/domainRoute',
    token: false,
    encrypted: false,
    alert: false,
    response: domainRouteSchema,
  },
  countryCodes: {
    method: 'GET',
    path: '/wps/system/countryCode',
    token: false,
    encrypted: false,
    alert: false,
    response: countryListSchema,
  },
  captcha: { method: 'GET', path: '/wps/captcha', token: false, encrypted: false, alert: false, response: captchaSchema },
  slideChallenge: {
    method: 'GET',
    path: '/wps/verification/slide',
    token: false,
    encrypted: false,
    alert: false,
    response: slideChallengeSchema,
  },
  slideCheck: {
    method: 'POST',
    path: '/wps/verification/slide',
    token: false,
    encrypted: false,
    alert: true,
    request: slideAnswerSchema,
    response: slideResultSchema,
  },
  smsRegister: {
    method: 'POST',
    path: '/wps/verification/sms/register',
    modId: 'REGMOBVERF3',
    token: false,
    encrypted: false,
    alert: true,
    request: smsRequestSchema,
    response: smsSentSchema,
  },
  smsLogin: {
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    modId: 'MOBILEVERCODELOGIN3',
    token: false,
    encrypted: false,
    alert: true,
    request: smsRequestSchema,
    response: smsSentSchema,
  },
  smsForgot: {
    method: 'POST',
    path: '/wps/verification/sms/password',
    modId: 'CHNGPASSVERIF3',
    token: false,
    encrypted: false,
    alert: true,
    request: smsRequestSchema,
    response: smsSentUntilSchema,
  },
  register: {
    method: 'POST',
    path: '/wps/member/register',
    token: false,
    encrypted: true,
    alert: true,
    request: registerRequestSchema,
    response: sessionValueSchema,
  },
  registerMobile: {
    method: 'POST',
    path: '/wps/member/register/mobile',
    modId: 'MOBILENUMREG3',
    token: false,
    encrypted: true,
    alert: true,
    request: mobileRegisterRequestSchema,
    response: mobileRegisterValueSchema,
  },
  affiliate: {
    method: 'POST',
    path: '/wps/agent/affiliate',
    token: false,
    encrypted: false,
    alert: true,
    request: affiliateRequestSchema,
    response: z.boolean(),
  },
  login: {
    method: 'POST',
    path: '/wps/session/login',
    token: false,
    encrypted: true,
    alert: false,
    request: loginRequestSchema,
    response: sessionValueSchema,
  },
  freePlay: {
    method: 'POST',
    path: '/wps/session/login/freeplay',
    modId: 'FREEPLAY3',
    token: false,
    encrypted: false,
    alert: true,
    request: freePlayRequestSchema,
    response: sessionValueSchema,
  },
  logout: { method: 'DELETE', path: '/wps/session', token: true, encrypted: false, alert: false, response: z.boolean() },
  memberInfo: { method: 'GET', path: '/wps/member/info', token: true, encrypted: false, alert: false, response: memberInfoSchema },
  memberIcon: { method: 'GET', path: '/wps/member/info/icon', token: true, encrypted: false, alert: false, response: memberIconSchema },
  balance: { method: 'GET', path: '/wps/v2/wallets/balance', token: true, encrypted: false, alert: false, response: balanceSchema },
  changePassword: {
    method: 'POST',
    path: '/wps/member/password',
    token: true,
    encrypted: true,
    alert: true,
    request: changePasswordRequestSchema,
    response: z.boolean(),
  },
  forgotByEmail: {
    method: 'POST',
    path: '/wps/member/password/email',
    token: false,
    encrypted: false,
    alert: true,
    request: forgotByEmailRequestSchema,
    response: z.boolean(),
  },
  forgotByPhone: {
    method: 'POST',
    path: '/wps/member/password/verification',
    modId: 'CHNGPASSVERIF3',
    token: false,
    encrypted: true,
    alert: true,
    request: forgotByPhoneRequestSchema,
    response: passwordResetValueSchema,
  },
  promotions: { method: 'GET', path: '/wps/promotions', token: false, encrypted: false, alert: false, response: promotionListSchema },
} as const satisfies Record<string, CallEntry>;
export type CallName = keyof typeof calls;
