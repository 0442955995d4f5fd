import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { isPending } from '../../../shared/remote/remote';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Field } from '../../../shared/ui/field';
import { EMAIL, MOBILE, SIX_DIGITS } from '../forms';
import { memberCentreIntents as intents } from '../intents';
import type { BindKind } from '../account-slice';
import { selectMemberAccount } from '../selectors';
import styles from './security.module.css';
import { resendWait } from './resend-wait';
import { clockNow } from '../../../shared/clock/world-time';

/** Bind a mobile or an email: send a code to it, then bind with the code (one code a minute). */
export function BindForm({ kind }: { kind: BindKind }) {
  const { t } = useTranslation(['member-centre', 'common']);
  const dispatch = useAppDispatch();
  const failureText = useErrorText('member-centre');
  const { codeSent, bound } = useAppSelector(selectMemberAccount);
  const sending = codeSent[kind];
  const sent = sending.status === 'ready' ? sending.value : null;
  const binding = isPending(bound[kind]);
  const [dialingCode, setDialingCode] = useState('+63');
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ target?: string; code?: string }>({});
  const [now, setNow] = useState(clockNow);
  const wait = sent ? resendWait(now, sent.at) : 0;
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setInterval(() => setNow(clockNow()), 1000);
    return () => clearInterval(timer);
  }, [wait]);
  const targetError = () =>
    kind === 'mobile'
      ? MOBILE.test(target.trim())
        ? undefined
        : t('validation.mobileFormat')
      : EMAIL.test(target.trim())
        ? undefined
        : t('validation.emailFormat');
  const ask = () => {
    const problem = targetError();
    setErrors({ target: problem });
    if (problem) return;
    setNow(clockNow());
    dispatch(
      intents.bindCodeRequested(
        kind === 'mobile' ? { kind, countryDialingCode: dialingCode, mobileNo: target.trim() } : { kind, email: target.trim() },
      ),
    );
  };
  const submit = () => {
    const found = { target: targetError(), code: SIX_DIGITS.test(code.trim()) ? undefined : t('validation.codeFormat') };
    setErrors(found);
    if (found.target || found.code) return;
    const value = code.trim();
    dispatch(
      intents.bindRequested(
        kind === 'mobile'
          ? { kind, countryDialingCode: dialingCode, mobileNo: target.trim(), code: value }
          : { kind, email: target.trim(), code: value },
      ),
    );
  };
  const failure = bound[kind].error ?? sending.error;
  return (
    <form
      className={styles.bind}
      noValidate
      aria-label={t(kind === 'mobile' ? 'security.mobile' : 'security.email')}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className={styles.target}>
        {kind === 'mobile' && (
          <Field
            label={t('security.dialingCode')}
            value={dialingCode}
            inputMode="tel"
            autoComplete="tel-country-code"
            onChange={(e) => setDialingCode(e.target.value)}
          />
        )}
        <Field
          label={t(kind === 'mobile' ? 'security.mobileNo' : 'security.emailAddress')}
          value={target}
          inputMode={kind === 'mobile' ? 'numeric' : 'email'}
          autoComplete={kind === 'mobile' ? 'tel-national' : 'email'}
          required
          error={errors.target}
          onChange={(e) => setTarget(e.target.value)}
        />
      </div>
      <div className={styles.codeRow}>
        <Field
          label={t('security.code')}
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          error={errors.code}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="button" className="button button--outline" disabled={isPending(sending) || wait > 0} onClick={ask}>
          {wait > 0 ? t('security.resend', { seconds: wait }) : t('security.sendCode')}
        </button>
      </div>
      {sent && <p className="muted">{t('security.codeSent', { minutes: sent.expiredMinutes })}</p>}
      {failure && (
        <p className="form-error" role="alert">
          {failureText(failure)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={binding}>
        {binding ? t('common:common.submitting') : t('security.bind')}
      </button>
    </form>
  );
}
