import { zodResolver } from '@hookform/resolvers/zod';
import { WhitelabelFlag } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { selectFlag, selectSystem } from '../../../shared/system/system-selectors';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Field } from '../../../shared/ui/field';
import { Modal } from '../../../shared/ui/modal';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { FormError, MobileCodeFields, SubmitButton, useOwnFailureOnly } from '../form-parts';
import { identityIntents } from '../intents';
import { mobileCodeShape } from '../login/login-schemas';
import { ruleMessage } from '../../../shared/system/register-rule';
import { notEmpty, ruledField } from '../register/register-fields';
import { selectPendingForm } from '../session/selectors';

/** Spec 01, 2.11: by email; by phone only with CHNGPASSVERIF3. */
export function ForgotPasswordModal() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const phoneEnabled = useAppSelector(selectFlag(WhitelabelFlag.PhonePasswordReset));
  const [tab, setTab] = useState<'email' | 'phone'>('email');
  const active = phoneEnabled ? tab : 'email';
  return (
    <Modal title={t('identity:forgotTitle')} closeLabel={t('common:common.close')} onClose={() => dispatch(overlayActions.closed())}>
      {phoneEnabled && (
        <div className="tabs" role="tablist" aria-label={t('identity:forgotTitle')}>
          {(['email', 'phone'] as const).map((name) => (
            <button key={name} type="button" role="tab" aria-selected={active === name} className="tabs__tab" onClick={() => setTab(name)}>
              {t(name === 'email' ? 'identity:byEmail' : 'identity:byPhone')}
            </button>
          ))}
        </div>
      )}
      {active === 'email' ? <ByEmail /> : <ByPhone />}
    </Modal>
  );
}

function ByEmail() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingForm);
  const usernameRule = useAppSelector(selectSystem).registerRules.value.username;
  const schema = z.object({
    username: z
      .string()
      .trim()
      .min(1, { error: notEmpty(t, 'identity:username') })
      .refine((v) => !usernameRule || (v.length >= usernameRule.minLength && v.length <= usernameRule.maxLength), {
        error: usernameRule ? ruleMessage(t, usernameRule) : '',
      }),
    email: z
      .string()
      .trim()
      .min(1, { error: notEmpty(t, 'identity:email') })
      .pipe(z.email({ error: t('identity:validation.email') })),
  });
  const { register, handleSubmit, formState } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema) });
  useOwnFailureOnly();
  return (
    <form onSubmit={handleSubmit((v) => dispatch(identityIntents.forgotByEmailRequested(v)))} noValidate>
      <Field label={t('identity:username')} required error={formState.errors.username?.message} {...register('username')} />
      <Field label={t('identity:email')} type="email" required error={formState.errors.email?.message} {...register('email')} />
      <FormError />
      <SubmitButton busy={pending === 'forgotEmail'} label={t('identity:submit')} />
    </form>
  );
}

function ByPhone() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingForm);
  const rule = useAppSelector(selectSystem).registerRules.value.password;
  const schema = z.object({ ...mobileCodeShape(t), newPassword: ruledField(t, 'identity:newPassword', rule) });
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { countryDialingCode: '', mobileNum: '', verificationCode: '', newPassword: '' },
  });
  const { register, handleSubmit, formState } = form;
  useOwnFailureOnly();
  return (
    <form onSubmit={handleSubmit((v) => dispatch(identityIntents.forgotByPhoneRequested(v)))} noValidate>
      <MobileCodeFields form={form} purpose="forgot" />
      <Field
        label={t('identity:newPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={formState.errors.newPassword?.message}
        {...register('newPassword')}
      />
      <FormError />
      <SubmitButton busy={pending === 'forgotPhone'} label={t('identity:submit')} />
    </form>
  );
}
