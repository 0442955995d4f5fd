import { identityIntents } from '../features/identity/intents';
import { ok } from './fake-http';

/** A member of this account type, as /wps/member/info answers. */
export const member = (type = 0) => ({
  id: 10001,
  account: 'player01',
  nickname: 'Player 1',
  type,
  mobile: '917****567',
  regDate: '2026-01-10',
  toUpline: false,
  clubLabel: { labelName: 'Gold', color: '#111', color2: '#f5c451' },
  memberLabel: [],
  firstTimeLogin: false,
  passwordExpired: false,
});

/** The security centre's info (GET /wps/member/security) of a player with a mobile and no email bound. */
export const securityInfo = (over: object = {}) => ({
  account: 'player01',
  nickname: 'Player 1',
  regDate: '2026-01-10',
  mobile: '',
  mobileBound: false,
  email: '',
  emailBound: false,
  loginProtection: true,
  knownIps: [],
  lastLogin: null,
  ...over,
});

/** The session value a login answers. */
export const session = (over: object = {}) => ({
  token: 'tok-0123456789abcdef',
  id: 10001,
  userName: 'player01',
  customerType: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  ...over,
});

/** What a successful login and the loads after it answer. */
export const loggedInRoutes = (value = session(), type = 0) => ({
  'POST /wps/session/login': ok(value),
  'GET /wps/member/info': ok(member(type)),
  'GET /wps/relay/MCSFE_getPlayerAvatar': ok({ avatarUrl: '/a.svg' }),
  'GET /wps/v2/wallets/balance': ok({ sumBalance: 12.5, balance: [], currency: 'PHP', currencySymbol: '₱' }),
});

export const login = (password = 'Lucky2026') =>
  identityIntents.loginRequested({ type: 'username', username: ' player01 ', password, remember: false });
