import type { LoginVerifyMethod } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Field } from '../../../shared/ui/field';
import { FormError, SubmitButton } from '../form-parts';
import { identityIntents } from '../intents';
import { selectPendingForm } from '../session/selectors';
import styles from './new-address-check.module.css';
import { selectNewAddress } from './new-address-slice';
import { clockNow } from '../../../shared/clock/world-time';

/** One code a minute (the fake's rule, contracts/README.md "Member centre, second half"). */
const RESEND_SECONDS = 60;

/** Seconds left before another code may be asked for; ticks once a second until it reaches 0. */
function useResendSeconds(sentAt: number | undefined) {
  const [now, setNow] = useState(clockNow);
  useEffect(() => {
    if (sentAt === undefined) return;
    const timer = setInterval(() => {
      setNow(clockNow());
      if (clockNow() - sentAt >= RESEND_SECONDS * 1000) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  if (sentAt === undefined) return 0;
  return Math.min(RESEND_SECONDS, Math.max(0, RESEND_SECONDS - Math.floor((now - sentAt) / 1000)));
}

/**
 * Login protection's second step: a login from an address the account has not used asks for a code sent
 * to what the account has bound (spec 02 section 4). Shown in place of the login form.
 */
export function NewAddressCheck() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const { challenge, sent, sending } = useAppSelector(selectNewAddress);
  const pending = useAppSelector(selectPendingForm);
  const [method, setMethod] = useState<LoginVerifyMethod>(challenge?.methods[0]?.method ?? 'sms');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const seconds = useResendSeconds(sent?.at);
  if (!challenge) return null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError(t('identity:newAddress.codeRule'));
      return;
    }
    setCodeError(undefined);
    dispatch(identityIntents.newAddressVerifyRequested({ method, code: code.trim() }));
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="new-address-title">
      <h3 id="new-address-title">{t('identity:newAddress.title')}</h3>
      <p className={styles.lead}>
        {t('identity:newAddress.lead')} <span className={styles.where}>{`${challenge.ip} (${challenge.country})`}</span>
      </p>
      <fieldset className={styles.methods}>
        <legend>{t('identity:newAddress.how')}</legend>
        {challenge.methods.map((m) => (
          <label key={m.method} className={styles.method}>
            <input type="radio" name="method" value={m.method} checked={method === m.method} onChange={() => setMethod(m.method)} />
            <span>
              {t(`identity:newAddress.methods.${m.method}`)}: {m.target}
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.codeRow}>
        <Field
          label={t('identity:verificationCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          value={code}
          error={codeError}
          onChange={(e) => setCode(e.target.value)}
        />
        <button
          type="button"
          className="button button--outline"
          disabled={sending || seconds > 0}
          onClick={() => dispatch(identityIntents.newAddressCodeRequested(method))}
        >
          {seconds > 0 ? t('identity:secondsLeft', { count: seconds }) : t('identity:sendCode')}
        </button>
      </div>
      {sent && (
        <p className="muted">
          {t('identity:newAddress.sent', { target: challenge.methods.find((m) => m.method === sent.method)?.target })}
        </p>
      )}
      <FormError />
      <SubmitButton busy={pending === 'login'} label={t('identity:newAddress.confirm')} />
      <button type="button" className={`link-button ${styles.back}`} onClick={() => dispatch(identityIntents.newAddressCancelled())}>
        {t('identity:newAddress.back')}
      </button>
    </form>
  );
}
