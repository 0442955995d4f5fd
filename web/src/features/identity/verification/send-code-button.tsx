import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import type { SmsPurpose } from '../api';
import { selectCountdown, selectSending } from './selectors';
import styles from './send-code-button.module.css';
import { verificationActions } from './slice';

type Props = {
  purpose: SmsPurpose;
  /** The number as the form holds it when the button is pressed. */
  read: () => { countryDialingCode: string; mobileNo: string };
  /** Runs the form's own check of the number first. */
  valid: () => Promise<boolean>;
};

/** Send, then a seconds countdown; disabled while above 0 or while sending. */
export function SendCodeButton({ purpose, read, valid }: Props) {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const seconds = useAppSelector(selectCountdown(purpose));
  const sending = useAppSelector(selectSending(purpose));
  const onClick = async () => {
    if (!(await valid())) return;
    dispatch(verificationActions.smsRequested({ purpose, ...read() }));
  };
  return (
    <button type="button" className={`button button--outline ${styles.sendCode}`} disabled={seconds > 0 || sending} onClick={onClick}>
      {seconds > 0 ? t('identity:secondsLeft', { count: seconds }) : t('identity:sendCode')}
    </button>
  );
}
