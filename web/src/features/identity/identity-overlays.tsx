import { useSelector } from 'react-redux';
import { CentreOverlay, LogoutConfirm, MobileAccountDialog, RegisterSuccess } from './dialogs/simple-dialogs';
import { NoticeDialog } from './dialogs/notice-dialog';
import { LoginModal } from './login/login-modal';
import { ChangePasswordModal } from './password/change-password-modal';
import { ForgotPasswordModal } from './password/forgot-password-modal';
import { selectOverlay } from './selectors';
import { SlideCheck } from './verification/slide-check';

/** Every identity modal, one at a time, with the slide check and notices stacked above. */
export function IdentityOverlays() {
  const { modal, slideOpen, notice } = useSelector(selectOverlay);
  return (
    <>
      {(modal === 'login' || modal === 'register') && <LoginModal />}
      {modal === 'changePassword' && <ChangePasswordModal />}
      {modal === 'forgotPassword' && <ForgotPasswordModal />}
      {modal === 'logoutConfirm' && <LogoutConfirm />}
      {modal === 'registerSuccess' && <RegisterSuccess />}
      {modal === 'mobileAccount' && <MobileAccountDialog />}
      {modal === 'centre' && <CentreOverlay />}
      {slideOpen && <SlideCheck />}
      {notice && <NoticeDialog />}
    </>
  );
}
