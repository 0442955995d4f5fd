import { zodResolver } from '@hookform/resolvers/zod';
import { WhitelabelFlag, type RegisterField } from '@portal/contracts';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { LoadFailure, RemoteView } from '../../../shared/remote/remote-view';
import { selectFlag, selectSystem } from '../../../shared/system/system-selectors';
import { systemActions } from '../../../shared/system/system-slice';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Field } from '../../../shared/ui/field';
import { SubmitButton, useOwnFailureOnly } from '../form-parts';
import { identityIntents } from '../intents';
import { selectFormError, selectPendingForm, selectSession } from '../session/selectors';
import { CaptchaField } from '../verification/captcha-field';
import { CountryCodePicker } from '../verification/country-code-picker';
import { SendCodeButton } from '../verification/send-code-button';
import { fieldFailureText } from './field-failures';
import { registerSchema, visibleFields, type FieldSpec, type RegisterMode } from './register-fields';
import styles from './register-form.module.css';
import { RegisterLinks } from './register-links';
import { selectRegisterModes } from './selectors';

// Swiper loads only with the registration form.
const NewPlayerCarousel = lazy(() => import('./new-player-carousel'));

const PASSWORD_FIELDS: RegisterField[] = ['password', 'confirmPassword', 'paymentPassword'];

/** Spec 01, 2.8: the registration form of the page and of the modal, by the modes the site's modules allow. */
export function RegisterForm() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(systemActions.registerRulesRequested());
  }, [dispatch]);
  const modes = useAppSelector(selectRegisterModes);
  const { registerRules: rules } = useAppSelector(selectSystem);
  const retryRules = () => dispatch(systemActions.registerRulesRequested());
  const [mode, setMode] = useState<RegisterMode>('register');
  const active = modes.includes(mode) ? mode : modes[0];
  return (
    <div>
      <h2 className={styles.title}>{t('identity:createAccount')}</h2>
      {active === undefined ? (
        <p className={styles.closed} role="status">
          {t('identity:registrationClosed')}
        </p>
      ) : (
        <>
          <Suspense fallback={null}>
            <NewPlayerCarousel />
          </Suspense>
          {/*
           * The fields are those the rules read for this form ask for: "Loading…" until they are read (the
           * status call's older copy is not taken for them), and when they fail, the failure with Try again
           * in place of the fields. Nothing can be sent then: fields the server did not ask for are not made up.
           */}
          {rules.status === 'failed' ? (
            <LoadFailure title={t('identity:rulesFailed')} error={rules.error} retry={retryRules} ns="identity" />
          ) : (
            <RemoteView remote={rules} retry={retryRules}>
              <ModeTabs modes={modes} active={active} onChoose={setMode} />
              <RegisterFields key={active} mode={active} />
            </RemoteView>
          )}
        </>
      )}
      <RegisterLinks />
    </div>
  );
}

/** Username or mobile registration, when the site allows both. */
function ModeTabs({ modes, active, onChoose }: { modes: RegisterMode[]; active: RegisterMode; onChoose: (mode: RegisterMode) => void }) {
  const { t } = useTranslation(['common', 'identity']);
  return (
    <>
      {modes.length > 1 && (
        <div className="tabs" role="tablist" aria-label={t('identity:register')}>
          {modes.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={active === name}
              className="tabs__tab"
              onClick={() => onChoose(name)}
            >
              {t(name === 'register' ? 'identity:usernameTab' : 'identity:mobileTab')}
            </button>
          ))}
        </div>
      )}
    </>
  );
}

/**
 * The server's refusal of fields, under each field in the player's language; the first refused field
 * (in display order) scrolls into view and takes the focus. A refusal left from before this form
 * opened belongs to another tab or form and is not shown.
 */
function useServerFieldFailures(specs: FieldSpec[], setError: (field: string, error: { message: string }) => void) {
  const { t } = useTranslation(['common', 'identity']);
  const rules = useAppSelector(selectSystem).registerRules.value;
  const { fieldErrors } = useAppSelector(selectSession);
  const formRef = useRef<HTMLFormElement>(null);
  const atOpen = useRef(fieldErrors);
  const focused = useRef(fieldErrors);
  useEffect(() => {
    if (fieldErrors === atOpen.current) return;
    const refused = specs.filter(({ field }) => fieldErrors[field] !== undefined);
    for (const { field } of refused) setError(field, { message: fieldFailureText(t, field, fieldErrors[field] ?? '', rules) });
    if (focused.current === fieldErrors || !refused[0]) return;
    focused.current = fieldErrors;
    const input = formRef.current?.elements.namedItem(refused[0].field);
    if (input instanceof HTMLElement) {
      input.scrollIntoView({ block: 'center' });
      input.focus({ preventScroll: true });
    }
  }, [fieldErrors, specs, setError, t, rules]);
  return { formRef, shownOnAField: specs.some(({ field }) => fieldErrors[field] !== undefined) };
}

function RegisterFields({ mode }: { mode: RegisterMode }) {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const rules = useAppSelector(selectSystem).registerRules.value;
  const smsFlag = useAppSelector(selectFlag(WhitelabelFlag.RegisterSmsVerification));
  const mobileWithPassword = useAppSelector(selectFlag(WhitelabelFlag.MobileRegisterWithPassword));
  const { fieldErrors } = useAppSelector(selectSession);
  const pending = useAppSelector(selectPendingForm);
  const error = useAppSelector(selectFormError);
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
  const form = useForm<Record<string, string>>({
    resolver: zodResolver(schema) as never,
    defaultValues: { referralCode: params.get('referralCode') ?? '', countryDialingCode: '' },
  });
  const { register, handleSubmit, formState, setError, control, getValues, trigger } = form;
  useOwnFailureOnly();
  const { formRef, shownOnAField } = useServerFieldFailures(specs, setError);

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
    const { countryDialingCode, ...fields } = filled;
    dispatch(
      identityIntents.registerRequested({
        form: {
          ...fields,
          username: fields.username ?? '',
          password: values.password ?? '',
          confirmPassword: values.confirmPassword ?? '',
          ...(fields.mobileNum ? { countryDialingCode } : {}),
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
    <form ref={formRef} onSubmit={submit} noValidate>
      {specs.map(({ field, required }) => {
        const label = t(`identity:fields.${field}`);
        if (field === 'captcha') return <CaptchaField key={field} form={form} label={label} required={required} />;
        const common = { label, required, error: formState.errors[field]?.message, ...register(field) };
        if (field === 'mobileNum') {
          return (
            <div className="field-row" key={field}>
              {picker}
              <Field {...common} inputMode="tel" />
            </div>
          );
        }
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
      {error && !shownOnAField && (
        <p className="form-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <SubmitButton busy={pending === 'register'} label={t('identity:register')} />
    </form>
  );
}
