import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { SmsPurpose } from '../api';
import { selectVerification } from '../selectors';
import { verificationActions } from './verification-slice';

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
  const dispatch = useDispatch();
  const { countdown, sending } = useSelector(selectVerification);
  const seconds = countdown[purpose];
  const onClick = async () => {
    if (!(await valid())) return;
    dispatch(verificationActions.smsRequested({ purpose, ...read() }));
  };
  return (
    <button type="button" className="button button--outline send-code" disabled={seconds > 0 || sending[purpose]} onClick={onClick}>
      {seconds > 0 ? t('identity:secondsLeft', { count: seconds }) : t('identity:sendCode')}
    </button>
  );
}
