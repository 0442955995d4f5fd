/** The identity feature's public face: what app/ composes. */
export { AccountBar } from './account/account-bar';
export { IdentityOverlays } from './identity-overlays';
export { identitySaga } from './identity-saga';
export { overlayActions, overlaySlice } from '../../shared/ui-state/overlay-slice';
export { selectIsLoggedIn, selectIsTrial } from './selectors';
export { identityIntents } from './session/session-intents';
export { sessionSlice } from './session/session-slice';
export { verificationSlice } from './verification/verification-slice';
export { newPlayerSlice } from './register/new-player-slice';

/** Route modules of the feature, loaded lazily by the router. */
export const loadLoginPage = () => import('./login/login-page').then((m) => ({ Component: m.LoginPage }));
export const loadRegisterPage = () => import('./register/register-page').then((m) => ({ Component: m.RegisterPage }));
