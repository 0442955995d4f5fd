import { zodResolver } from '@hookform/resolvers/zod';
import { WhitelabelFlag, type RegisterField } from '@portal/contracts';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { openCustomerService } from '../../../shared/site/open-customer-service';
import { selectCustomerService, selectFlag, selectSystem } from '../../../shared/site/site-selectors';
import { systemActions } from '../../../shared/site/site-slice';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Field } from '../../../shared/ui/field';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { FormTips, SubmitButton } from '../form-parts';
import { identityIntents } from '../intents';
import { selectSession } from '../session/selectors';
import { CaptchaImage } from '../verification/captcha-image';
import { CountryCodePicker } from '../verification/country-code-picker';
import { SendCodeButton } from '../verification/send-code-button';
import { registerSchema, visibleFields, type RegisterMode } from './register-fields';
import styles from './register-form.module.css';

// Swiper loads only with the registration form.
const NewPlayerCarousel = lazy(() => import('./new-player-carousel'));

const PASSWORD_FIELDS: RegisterField[] = ['password', 'confirmPassword', 'paymentPassword'];

/** Spec 01, 2.8: the registration form of the page and of the modal. */
export function RegisterForm() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(systemActions.registerRulesRequested());
  }, [dispatch]);
  const mobileEnabled = useAppSelector(selectFlag(WhitelabelFlag.MobileRegister));
  const [mode, setMode] = useState<RegisterMode>('register');
  const active = mobileEnabled ? mode : 'register';
  return (
    <div>
      <h2 className={styles.title}>{t('identity:createAccount')}</h2>
      <Suspense fallback={null}>
        <NewPlayerCarousel />
      </Suspense>
      {mobileEnabled && (
        <div className="tabs" role="tablist" aria-label={t('identity:register')}>
          {(['register', 'mobile'] as const).map((name) => (
            <button key={name} type="button" role="tab" aria-selected={active === name} className="tabs__tab" onClick={() => setMode(name)}>
              {t(name === 'register' ? 'identity:usernameTab' : 'identity:mobileTab')}
            </button>
          ))}
        </div>
      )}
      <RegisterFields key={active} mode={active} />
      <RegisterLinks />
    </div>
  );
}

function RegisterFields({ mode }: { mode: RegisterMode }) {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const { registerRules: rules } = useAppSelector(selectSystem);
  const smsFlag = useAppSelector(selectFlag(WhitelabelFlag.RegisterSmsVerification));
  const mobileWithPassword = useAppSelector(selectFlag(WhitelabelFlag.MobileRegisterWithPassword));
  const { pending, error, fieldErrors } = useAppSelector(selectSession);
  const linkAffiliate = params.get('affiliateCode') ?? params.get('aff') ?? undefined;
  const specs = useMemo(
    () =>
      visibleFields(rules, {
        mode,
        smsVerification: smsFlag && Boolean(rules.verificationCode?.enabled),
        mobileWithPassword,
        linkAffiliateAccepted: Boolean(linkAffiliate) && !fieldErrors.affiliateCode,
      }),
    [rules, mode, smsFlag, mobileWithPassword, linkAffiliate, fieldErrors.affiliateCode],
  );
  const schema = useMemo(() => registerSchema(specs, t), [specs, t]);
  const { register, handleSubmit, formState, setError, control, getValues, trigger } = useForm<Record<string, string>>({
    resolver: zodResolver(schema) as never,
    defaultValues: { referralCode: params.get('referralCode') ?? '', countryDialingCode: '' },
  });

  useEffect(() => {
    for (const [field, message] of Object.entries(fieldErrors)) setError(field, { message: t(message, { defaultValue: message }) });
  }, [fieldErrors, setError, t]);

  const submit = handleSubmit((values) => {
    const filled = Object.fromEntries(
      Object.entries(values)
        .filter(([, v]) => v !== undefined && String(v).trim() !== '')
        .map(([k, v]) => [k, String(v).trim()]),
    );
    if (mode === 'mobile') {
      dispatch(
        identityIntents.mobileRegisterRequested({
          mobileNum: filled.mobileNum ?? '',
          countryDialingCode: values.countryDialingCode ?? '',
          verificationCode: filled.verificationCode ?? '',
          ...(filled.password ? { password: values.password } : {}),
          ...((filled.affiliateCode ?? linkAffiliate) ? { affiliateCode: filled.affiliateCode ?? linkAffiliate } : {}),
          ...(filled.referralCode ? { referralCode: filled.referralCode } : {}),
        }),
      );
      return;
    }
    const { countryDialingCode, ...form } = filled;
    dispatch(
      identityIntents.registerRequested({
        form: {
          ...form,
          username: form.username ?? '',
          password: values.password ?? '',
          confirmPassword: values.confirmPassword ?? '',
          ...(form.mobileNum ? { countryDialingCode } : {}),
        },
        linkAffiliate,
      }),
    );
  });

  const picker = (
    <Controller
      name="countryDialingCode"
      control={control}
      render={({ field }) => <CountryCodePicker value={field.value ?? ''} onChange={field.onChange} />}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      {specs.map(({ field, required }) => {
        const common = { label: t(`identity:fields.${field}`), required, error: formState.errors[field]?.message, ...register(field) };
        if (field === 'mobileNum') {
          return (
            <div className="field-row" key={field}>
              {picker}
              <Field {...common} inputMode="tel" />
            </div>
          );
        }
        if (field === 'captcha') return <Field key={field} {...common} inputMode="numeric" addon={<CaptchaImage />} />;
        if (field === 'verificationCode') {
          return (
            <Field
              key={field}
              {...common}
              inputMode="numeric"
              autoComplete="one-time-code"
              addon={
                <SendCodeButton
                  purpose="register"
                  read={() => ({
                    countryDialingCode: getValues('countryDialingCode') ?? '',
                    mobileNo: (getValues('mobileNum') ?? '').trim(),
                  })}
                  valid={() => trigger('mobileNum')}
                />
              }
            />
          );
        }
        return (
          <Field
            key={field}
            {...common}
            type={PASSWORD_FIELDS.includes(field) ? 'password' : 'text'}
            autoComplete={PASSWORD_FIELDS.includes(field) ? 'new-password' : 'off'}
          />
        );
      })}
      {error && pending === null && Object.keys(fieldErrors).length === 0 && (
        <p className="form-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <SubmitButton busy={pending === 'register'} label={t('identity:register')} />
    </form>
  );
}

function RegisterLinks() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const service = useAppSelector(selectCustomerService);
  return (
    <FormTips
      links={
        <>
          <Link to="/" onClick={() => dispatch(overlayActions.closed())}>
            {t('identity:home')}
          </Link>
          <button type="button" className="link-button" onClick={() => void openCustomerService(service)}>
            {t('identity:customerService')}
          </button>
          <Link to="/help" onClick={() => dispatch(overlayActions.closed())}>
            {t('identity:userProtocol')}
          </Link>
        </>
      }
    >
      <p>
        {t('identity:haveAccount')}{' '}
        <button type="button" className="link-button" onClick={() => dispatch(overlayActions.opened('login'))}>
          {t('identity:loginNow')}
        </button>
      </p>
    </FormTips>
  );
}
