import type { CallEntry } from './call-entry';
import { callRoutes } from './catalogue-routes';
import { countryListSchema, domainRouteSchema, systemStatusRequestSchema, systemStatusSchema } from './system';
import { registerRulesSchema } from './register-rules';
import { whitelabelTreeSchema } from './whitelabel';
import { announcementsRequestSchema, announcementsSchema } from './home';
import * as z from 'zod/mini';
import { lazy } from './lazy-schema';
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
  playerAvatarSchema,
  memberInfoSchema,
  memberLanguageRequestSchema,
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

const r = callRoutes;
/** The answer of a call that only says it was done. */
const doneSchema = lazy(() => z.boolean());

/** Every call the client makes: its route (catalogue-routes.ts) and schemas. The client's api functions and the fake's routes both read it. */
export const calls = {
  systemStatus: { ...r.systemStatus, request: systemStatusRequestSchema, response: systemStatusSchema },
  whitelabel: { ...r.whitelabel, response: whitelabelTreeSchema },
  registerSettings: { ...r.registerSettings, response: registerRulesSchema },
  domainRoute: { ...r.domainRoute, response: domainRouteSchema },
  countryCodes: { ...r.countryCodes, response: countryListSchema },
  captcha: { ...r.captcha, response: captchaSchema },
  slideChallenge: { ...r.slideChallenge, response: slideChallengeSchema },
  slideCheck: { ...r.slideCheck, request: slideAnswerSchema, response: slideResultSchema },
  smsRegister: { ...r.smsRegister, request: smsRequestSchema, response: smsSentSchema },
  smsLogin: { ...r.smsLogin, request: smsRequestSchema, response: smsSentSchema },
  smsForgot: { ...r.smsForgot, request: smsRequestSchema, response: smsSentUntilSchema },
  register: { ...r.register, request: registerRequestSchema, response: sessionValueSchema },
  registerMobile: { ...r.registerMobile, request: mobileRegisterRequestSchema, response: mobileRegisterValueSchema },
  affiliate: { ...r.affiliate, request: affiliateRequestSchema, response: doneSchema },
  login: { ...r.login, request: loginRequestSchema, response: sessionValueSchema },
  freePlay: { ...r.freePlay, request: freePlayRequestSchema, response: sessionValueSchema },
  logout: { ...r.logout, response: doneSchema },
  memberInfo: { ...r.memberInfo, response: memberInfoSchema },
  memberIcon: { ...r.memberIcon, response: memberIconSchema },
  playerAvatar: { ...r.playerAvatar, response: playerAvatarSchema },
  balance: { ...r.balance, response: balanceSchema },
  changePassword: { ...r.changePassword, request: changePasswordRequestSchema, response: doneSchema },
  forgotByEmail: { ...r.forgotByEmail, request: forgotByEmailRequestSchema, response: doneSchema },
  forgotByPhone: { ...r.forgotByPhone, request: forgotByPhoneRequestSchema, response: passwordResetValueSchema },
  memberLanguage: { ...r.memberLanguage, request: memberLanguageRequestSchema, response: doneSchema },
  announcements: { ...r.announcements, request: announcementsRequestSchema, response: announcementsSchema },
} as const satisfies { [K in keyof typeof callRoutes]: CallEntry };
export type CallName = keyof typeof calls;
