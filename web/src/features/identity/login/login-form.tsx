import { zodResolver } from '@hookform/resolvers/zod';
import { WhitelabelFlag } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { customerServiceRequested } from '../../../shared/system/customer-service-link';
import { selectFlag } from '../../../shared/system/system-selectors';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Field } from '../../../shared/ui/field';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { FormError, FormTips, MobileCodeFields, SubmitButton, useOwnFailureOnly } from '../form-parts';
import { identityIntents } from '../intents';
import { selectPendingForm } from '../session/selectors';
import { CaptchaField } from '../verification/captcha-field';
import { selectCaptcha } from '../verification/selectors';
import styles from './login-form.module.css';
import { smsLoginSchema, usernameLoginSchema } from './login-schemas';
import { NewAddressCheck } from './new-address-check';
import { selectNewAddress } from './new-address-slice';
import { remembered } from './remember-me';

/** Spec 01, 2.9: username and SMS tabs, remember me, forgot, free demo and the tips. */
export function LoginForm() {
  const { t } = useTranslation(['common', 'identity']);
  const smsEnabled = useAppSelector(selectFlag(WhitelabelFlag.SmsLogin));
  const [tab, setTab] = useState<'username' | 'sms'>('username');
  const active = smsEnabled ? tab : 'username';
  // A login from a new address waits for its code in place of the form.
  if (useAppSelector(selectNewAddress).challenge) return <NewAddressCheck />;
  return (
    <div>
      {smsEnabled && (
        <div className="tabs" role="tablist" aria-label={t('identity:login')}>
          {(['username', 'sms'] as const).map((name) => (
            <button key={name} type="button" role="tab" aria-selected={active === name} className="tabs__tab" onClick={() => setTab(name)}>
              {t(name === 'username' ? 'identity:usernameTab' : 'identity:smsTab')}
            </button>
          ))}
        </div>
      )}
      {active === 'username' ? <UsernameLogin /> : <SmsLogin />}
      <LoginTips />
    </div>
  );
}

function UsernameLogin() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingForm);
  const captchaShown = useAppSelector(selectCaptcha).required;
  const saved = remembered();
  const schema = usernameLoginSchema(t, captchaShown);
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { username: saved.username, password: '', captcha: '', remember: saved.remember },
  });
  const { register, handleSubmit, formState } = form;
  useOwnFailureOnly();
  const submit = handleSubmit((v) =>
    dispatch(
      identityIntents.loginRequested({
        type: 'username',
        username: v.username,
        password: v.password,
        captcha: v.captcha,
        remember: v.remember,
      }),
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Field
        label={t('identity:username')}
        autoComplete="username"
        required
        error={formState.errors.username?.message}
        {...register('username')}
      />
      <Field
        label={t('identity:password')}
        type="password"
        autoComplete="current-password"
        required
        error={formState.errors.password?.message}
        {...register('password')}
      />
      {captchaShown && <CaptchaField form={form} label={t('identity:captcha')} required />}
      <RememberAndForgot register={register('remember')} />
      <FormError />
      <SubmitButton busy={pending === 'login'} label={t('identity:login')} />
    </form>
  );
}

function SmsLogin() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingForm);
  const saved = remembered();
  const schema = smsLoginSchema(t);
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      countryDialingCode: saved.sms?.countryDialingCode ?? '',
      mobileNum: saved.sms?.mobileNum ?? '',
      verificationCode: '',
      remember: saved.remember,
    },
  });
  const { register, handleSubmit } = form;
  useOwnFailureOnly();
  const submit = handleSubmit((v) => dispatch(identityIntents.loginRequested({ type: 'sms', ...v })));
  return (
    <form onSubmit={submit} noValidate>
      <MobileCodeFields form={form} purpose="login" />
      <RememberAndForgot register={register('remember')} />
      <FormError />
      <SubmitButton busy={pending === 'login'} label={t('identity:login')} />
    </form>
  );
}

function RememberAndForgot({ register }: { register: ReturnType<ReturnType<typeof useForm>['register']> }) {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  return (
    <div className={styles.row}>
      <label className={styles.checkbox}>
        <input type="checkbox" {...register} /> {t('identity:rememberMe')}
      </label>
      <button type="button" className="link-button" onClick={() => dispatch(overlayActions.opened('forgotPassword'))}>
        {t('identity:forgotPassword')}
      </button>
    </div>
  );
}

function LoginTips() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const canRegister = useAppSelector(selectFlag(WhitelabelFlag.DirectRegister));
  const hasFreePlay = useAppSelector(selectFlag(WhitelabelFlag.FreePlay));
  const pending = useAppSelector(selectPendingForm);
  return (
    <FormTips
      links={
        <>
          <a href="/" onClick={() => dispatch(overlayActions.closed())}>
            {t('common:common.home')}
          </a>
          <button type="button" className="link-button" onClick={() => dispatch(customerServiceRequested())}>
            {t('common:common.customerService')}
          </button>
        </>
      }
    >
      {hasFreePlay && (
        <button
          type="button"
          className="button button--ghost button--block"
          disabled={pending === 'freePlay'}
          onClick={() => dispatch(identityIntents.freePlayRequested())}
        >
          {t('identity:freeDemo')}
        </button>
      )}
      {canRegister && (
        <p>
          {t('identity:noAccount')}{' '}
          <button type="button" className="link-button" onClick={() => dispatch(overlayActions.opened('register'))}>
            {t('identity:registerNow')}
          </button>
        </p>
      )}
    </FormTips>
  );
}
