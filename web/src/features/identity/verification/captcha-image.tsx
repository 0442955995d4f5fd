import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectVerification } from '../selectors';
import { verificationActions } from './verification-slice';

/** The captcha image; a click asks for a new one (the saga allows one a second). */
export function CaptchaImage() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useDispatch();
  const image = useSelector(selectVerification).captcha.image;
  useEffect(() => {
    dispatch(verificationActions.captchaRequested());
  }, [dispatch]);
  return (
    <button
      type="button"
      className="captcha-image"
      onClick={() => dispatch(verificationActions.captchaRequested())}
      title={t('identity:captchaAlt')}
    >
      {image ? (
        <img src={`data:image/png;base64,${image}`} alt={t('identity:captchaAlt')} width={120} height={44} />
      ) : (
        <span className="spinner" />
      )}
    </button>
  );
}
