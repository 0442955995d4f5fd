import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { identityIntents } from '../intents';
import styles from './captcha-image.module.css';
import { selectCaptcha } from './selectors';

/** The captcha image; a click asks for a new one (the saga allows one a second). */
export function CaptchaImage() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const { image } = useAppSelector(selectCaptcha);
  const shown = image.value;
  useEffect(() => {
    dispatch(identityIntents.captchaRequested());
  }, [dispatch]);
  return (
    <button
      type="button"
      className={styles.captcha}
      onClick={() => dispatch(identityIntents.captchaRequested())}
      title={t('identity:captchaAlt')}
    >
      {shown ? (
        <img src={`data:image/png;base64,${shown}`} alt={t('identity:captchaAlt')} width={120} height={44} />
      ) : (
        // Failed: the failure shows under the field (captcha-field.tsx); a click here tries again too.
        image.status !== 'failed' && <span className="spinner" />
      )}
    </button>
  );
}
