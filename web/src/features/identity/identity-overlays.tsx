import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { FeatureInjectorContext } from '../../shared/store/feature';
import { useAppSelector } from '../../shared/store/hooks';
import type { RootState } from '../../shared/store/root-state';
import { selectOverlay, type Modal } from '../../shared/ui-state/overlay-slice';
import { loadIdentityForms } from './load-forms';
import { useFramePageReport } from './session/use-frame-page';

// Every overlay loads when first opened, not with the home page; the forms with react-hook-form.
const loadLoginModal = () => import('./login/login-modal');
const loadChangePassword = () => import('./password/change-password-modal');
const loadForgotPassword = () => import('./password/forgot-password-modal');
const loadDialogs = () => import('./dialogs/simple-dialogs');
const LoginModal = lazy(() => loadLoginModal().then((m) => ({ default: m.LoginModal })));
const ChangePasswordModal = lazy(() => loadChangePassword().then((m) => ({ default: m.ChangePasswordModal })));
const ForgotPasswordModal = lazy(() => loadForgotPassword().then((m) => ({ default: m.ForgotPasswordModal })));
// The shared human check (shared/human-check), asked for by these forms and by the member centre's bindings alike.
const SlideCheck = lazy(() => import('../../shared/human-check/slide-check').then((m) => ({ default: m.SlideCheck })));
const LogoutConfirm = lazy(() => loadDialogs().then((m) => ({ default: m.LogoutConfirm })));
const RegisterSuccess = lazy(() => loadDialogs().then((m) => ({ default: m.RegisterSuccess })));
const MobileAccountDialog = lazy(() => loadDialogs().then((m) => ({ default: m.MobileAccountDialog })));
const CentreOverlay = lazy(() => loadDialogs().then((m) => ({ default: m.CentreOverlay })));

/** The form flows with a modal's own chunk alongside, so the two load at once. */
const withForms = (loadModal: () => Promise<unknown>) => () => Promise.all([loadIdentityForms(), loadModal()]).then(([forms]) => forms);
/** The modals whose forms dispatch to the form flows: those flows must be listening first. */
const formModals: Partial<Record<Modal, () => ReturnType<typeof loadIdentityForms>>> = {
  login: withForms(loadLoginModal),
  register: withForms(loadLoginModal),
  changePassword: withForms(loadChangePassword),
  forgotPassword: withForms(loadForgotPassword),
};

// Their state joins the store when the feature is injected, after which its saga starts at once.
const selectFormsLoaded = (s: RootState) => s.verification !== undefined;

/** Injects the form flows, then renders the modal, so nothing its form dispatches is lost. */
function FormModal({ modal, load }: { modal: Modal; load: () => ReturnType<typeof loadIdentityForms> }) {
  const injector = useContext(FeatureInjectorContext);
  const loaded = useAppSelector(selectFormsLoaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (loaded || !injector) return;
    let live = true;
    load().then(
      (feature) => live && injector.inject(feature),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [injector, load, loaded]);
  // A chunk that failed reaches the route's error page, which offers Try again.
  if (failure) throw failure.error;
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      {(modal === 'login' || modal === 'register') && <LoginModal />}
      {modal === 'changePassword' && <ChangePasswordModal />}
      {modal === 'forgotPassword' && <ForgotPasswordModal />}
    </Suspense>
  );
}

/** Every identity modal, one at a time, with the slide check above (notices: shared/ui-state). */
export function IdentityOverlays() {
  const { modal, slideOpen } = useAppSelector(selectOverlay);
  // Always mounted, through every layout: it reports the game and lottery frame pages for the header's balance.
  useFramePageReport();
  const load = modal && formModals[modal];
  // One boundary each: a chunk still loading hides nothing already open (the form under the slide check).
  return (
    <>
      {modal && load && <FormModal modal={modal} load={load} />}
      <Suspense fallback={null}>
        {modal === 'logoutConfirm' && <LogoutConfirm />}
        {modal === 'registerSuccess' && <RegisterSuccess />}
        {modal === 'mobileAccount' && <MobileAccountDialog />}
        {modal === 'centre' && <CentreOverlay />}
      </Suspense>
      <Suspense fallback={null}>{slideOpen && <SlideCheck />}</Suspense>
    </>
  );
}
