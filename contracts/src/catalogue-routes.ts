import type { CallRoute } from './call-entry';
import { Relay, relayPath } from './games-constants';

const open = { token: false, encrypted: false, alert: false } as const;
const member = { token: true, encrypted: false, alert: false } as const;

/**
 * Where each call of `calls` goes and how it travels, without its schemas: the web client sends a request
 * from this alone, so zod and the schemas load beside the first answer instead of with the page.
 */
export const callRoutes = {
  systemStatus: { method: 'GET', path: '/wps/system/status', ...open },
  whitelabel: { method: 'GET', path: '/wps/system/whitelabel', ...open },
  registerSettings: { method: 'GET', path: '/wps/system/setting/register', ...open },
  domainRoute: { method: 'GET', path: '/wps/system/domainRoute', ...open },
  countryCodes: { method: 'GET', path: '/wps/system/countryCode', ...open },
  captcha: { method: 'GET', path: '/wps/captcha', ...open },
  slideChallenge: { method: 'GET', path: '/wps/verification/slide', ...open },
  slideCheck: { method: 'POST', path: '/wps/verification/slide', ...open },
  // No module: mobile registration (MOBILENUMREG3) needs this code whatever REGMOBVERF3 says (contracts/README.md).
  smsRegister: { method: 'POST', path: '/wps/verification/sms/register', ...open, alert: true },
  smsLogin: { method: 'POST', path: '/wps/verification/sms/noLogin', modId: 'MOBILEVERCODELOGIN3', ...open, alert: true },
  smsForgot: { method: 'POST', path: '/wps/verification/sms/password', modId: 'CHNGPASSVERIF3', ...open, alert: true },
  // Registration (DIRECTREG3) by username (USERNAMEREG3): both must be on.
  register: { method: 'POST', path: '/wps/member/register', modId: ['DIRECTREG3', 'USERNAMEREG3'], ...open, encrypted: true },
  registerMobile: { method: 'POST', path: '/wps/member/register/mobile', modId: 'MOBILENUMREG3', ...open, encrypted: true },
  affiliate: { method: 'POST', path: '/wps/agent/affiliate', ...open, alert: true },
  login: { method: 'POST', path: '/wps/session/login', ...open, encrypted: true },
  freePlay: { method: 'POST', path: '/wps/session/login/freeplay', modId: 'FREEPLAY3', ...open, alert: true },
  // Spec 01 section 7 reads the logout as DELETE /wps/session, "also POST /wps/session/logout in one reading":
  // the client sends the DELETE (the table's own reading), the fake takes both (contracts/README.md).
  logout: { method: 'DELETE', path: '/wps/session', ...member, alias: { method: 'POST', path: '/wps/session/logout' } },
  memberInfo: { method: 'GET', path: '/wps/member/info', ...member },
  memberIcon: { method: 'GET', path: '/wps/member/info/icon', ...member },
  // A GET relay (spec 02 section 7); the header reads it. /wps/member/info/icon (spec 01) answers the same image.
  playerAvatar: { method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar', ...member },
  balance: { method: 'GET', path: '/wps/v2/wallets/balance', ...member },
  changePassword: { method: 'POST', path: '/wps/member/password', ...member, encrypted: true },
  // Form-encoded (forgot-by-email, spec 01 section 7).
  forgotByEmail: { method: 'POST', path: '/wps/member/password/email', ...open, formEncoded: true },
  forgotByPhone: { method: 'POST', path: '/wps/member/password/verification', modId: 'CHNGPASSVERIF3', ...open, encrypted: true },
  // Not observed: PUT, since setting the language is an idempotent update of the member (contracts/README.md).
  memberLanguage: { method: 'PUT', path: '/wps/member/language', modId: 'COMM3', ...member },
  // The announcements relay (spec 04): banners, player, popup and promotion lists; the promotions list and the
  // registration's new-player promotions come from it. Open to visitors; execution A and F need a token (the fake's 401).
  announcements: { method: 'POST', path: relayPath(Relay.announcements), ...open },
} as const satisfies Record<string, CallRoute>;
export type CallRouteName = keyof typeof callRoutes;
