/** The identity feature's public face: what app/ composes. */
export { AccountBar } from './account/account-bar';
export { IdentityOverlays } from './identity-overlays';
export { identitySaga } from './identity-saga';
export { LoginPage } from './login/login-page';
export { overlayActions, overlaySlice } from './overlay-slice';
export { RegisterPage } from './register/register-page';
export { selectIsLoggedIn, selectIsTrial } from './selectors';
export { identityIntents } from './session/session-intents';
export { sessionSlice } from './session/session-slice';
export { verificationSlice } from './verification/verification-slice';
