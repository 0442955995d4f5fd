import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { CentreOverlay, LogoutConfirm, MobileAccountDialog, RegisterSuccess } from './dialogs/simple-dialogs';
import { NoticeDialog } from './dialogs/notice-dialog';
import { selectOverlay } from './selectors';
import { SlideCheck } from './verification/slide-check';

// The forms (and react-hook-form with them) load when first opened, not with the home page.
const LoginModal = lazy(() => import('./login/login-modal').then((m) => ({ default: m.LoginModal })));
const ChangePasswordModal = lazy(() => import('./password/change-password-modal').then((m) => ({ default: m.ChangePasswordModal })));
const ForgotPasswordModal = lazy(() => import('./password/forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })));

/** Every identity modal, one at a time, with the slide check and notices stacked above. */
export function IdentityOverlays() {
  const { modal, slideOpen, notice } = useSelector(selectOverlay);
  return (
    <>
      <Suspense fallback={null}>
        {(modal === 'login' || modal === 'register') && <LoginModal />}
        {modal === 'changePassword' && <ChangePasswordModal />}
        {modal === 'forgotPassword' && <ForgotPasswordModal />}
      </Suspense>
      {modal === 'logoutConfirm' && <LogoutConfirm />}
      {modal === 'registerSuccess' && <RegisterSuccess />}
      {modal === 'mobileAccount' && <MobileAccountDialog />}
      {modal === 'centre' && <CentreOverlay />}
      {slideOpen && <SlideCheck />}
      {notice && <NoticeDialog />}
    </>
  );
}
