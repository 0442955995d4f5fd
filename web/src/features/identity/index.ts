/**
 * The identity feature's public face: what app/ composes. The session (slice and saga) loads with the
 * shell; the form flows (login, registration, password, verification) load with feature.ts.
 */
export { AccountBar } from './account/account-bar';
export { IdentityOverlays } from './identity-overlays';
export { identityIntents } from './intents';
export { sessionSaga as identitySaga } from './session/saga';
export { selectIsLoggedIn, selectMemberFailed } from './session/selectors';
export { sessionSlice } from './session/slice';
export { overlayActions } from '../../shared/ui-state/overlay-slice';
export type { newPlayerSlice } from './register/slice';
export type { newAddressSlice } from './login/new-address-slice';
export type { verificationSlice } from './verification/slice';

/** The form flows' state and sagas, injected before a form first renders. */
export { loadIdentityForms } from './load-forms';
/** Route modules of the feature, loaded lazily by the router (with loadIdentityForms). */
export const loadLoginPage = () => import('./login/login-page').then((m) => ({ Component: m.LoginPage }));
export const loadRegisterPage = () => import('./register/register-page').then((m) => ({ Component: m.RegisterPage }));
