import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, type Path, type UseFormReturn } from 'react-hook-form';
import { useErrorText } from '../../shared/i18n/use-error-text';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { Field } from '../../shared/ui/field';
import type { SmsPurpose } from './api';
import styles from './form-parts.module.css';
import { selectFormError } from './session/selectors';
import { sessionActions } from './session/slice';
import { CountryCodePicker } from './verification/country-code-picker';
import { SendCodeButton } from './verification/send-code-button';

/**
 * A form shows only its own failure: one left by another form or tab is cleared when this form
 * opens, and this form's is cleared when it closes (a tab switch, another modal).
 */
export function useOwnFailureOnly() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(sessionActions.errorCleared());
    return () => {
      dispatch(sessionActions.errorCleared());
    };
  }, [dispatch]);
}

/** The server's failure under a form, once the call has settled. */
export function FormError() {
  const errorText = useErrorText();
  const error = useAppSelector(selectFormError);
  return error ? (
    <p className="form-error" role="alert">
      {errorText(error)}
    </p>
  ) : null;
}

/** The form's submit button, disabled and saying so while its call is in flight. */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  const { t } = useTranslation(['common', 'identity']);
  return (
    <button type="submit" className="button button--primary button--block" disabled={busy}>
      {busy ? t('common:common.submitting') : label}
    </button>
  );
}

/** The links and buttons under a login or registration form; `links` is the row of small links. */
export function FormTips({ children, links }: { children?: ReactNode; links: ReactNode }) {
  return (
    <div className={styles.tips}>
      {children}
      <p className={styles.links}>{links}</p>
    </div>
  );
}

type MobileCodeValues = { countryDialingCode: string; mobileNum: string; verificationCode: string };

/** Country code, mobile number and the SMS code with its send button, for any form that has those fields. */
export function MobileCodeFields<T extends MobileCodeValues>({ form, purpose }: { form: UseFormReturn<T>; purpose: SmsPurpose }) {
  const { t } = useTranslation(['common', 'identity']);
  // The form type is generic: these three names are fields of every T the constraint allows.
  const name = (field: keyof MobileCodeValues) => field as Path<T>;
  const { register, control, formState, getValues, trigger } = form;
  const errors = formState.errors as Partial<Record<keyof MobileCodeValues, { message?: string }>>;
  return (
    <>
      <div className="field-row">
        <Controller
          name={name('countryDialingCode')}
          control={control}
          render={({ field }) => <CountryCodePicker value={String(field.value ?? '')} onChange={field.onChange} />}
        />
        <Field label={t('identity:mobile')} inputMode="tel" required error={errors.mobileNum?.message} {...register(name('mobileNum'))} />
      </div>
      <Field
        label={t('identity:verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={errors.verificationCode?.message}
        addon={
          <SendCodeButton
            purpose={purpose}
            read={() => ({
              countryDialingCode: String(getValues(name('countryDialingCode')) ?? ''),
              mobileNo: String(getValues(name('mobileNum')) ?? '').trim(),
            })}
            valid={() => trigger(name('mobileNum'))}
          />
        }
        {...register(name('verificationCode'))}
      />
    </>
  );
}
