import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { selectSystem } from '../../../shared/system/system-selectors';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Field } from '../../../shared/ui/field';
import { Modal } from '../../../shared/ui/modal';
import { FormError, SubmitButton, useOwnFailureOnly } from '../form-parts';
import { identityIntents } from '../intents';
import { notEmpty, ruledField } from '../register/register-fields';
import { selectPendingForm } from '../session/selectors';

/**
 * Spec 01, 2.10. The client never keeps the password, so the old one is always asked for.
 * Closing it without a change ends the half-open session.
 */
export function ChangePasswordModal() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingForm);
  const rule = useAppSelector(selectSystem).registerRules.value.password;
  const schema = z
    .object({
      oldPassword: z.string().min(1, { error: notEmpty(t, 'identity:oldPassword') }),
      newPassword: ruledField(t, 'identity:newPassword', rule),
      confirmNewPassword: z.string().min(1, { error: notEmpty(t, 'identity:confirmNewPassword') }),
    })
    .refine((v) => v.newPassword === v.confirmNewPassword, {
      path: ['confirmNewPassword'],
      error: t('identity:validation.inconsistentTwice'),
    });
  const { register, handleSubmit, formState } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema) });
  useOwnFailureOnly();
  return (
    <Modal
      title={t('identity:changePasswordTitle')}
      closeLabel={t('common:common.close')}
      onClose={() => dispatch(identityIntents.changePasswordAbandoned())}
    >
      <form onSubmit={handleSubmit((v) => dispatch(identityIntents.changePasswordRequested(v)))} noValidate autoComplete="off">
        <Field
          label={t('identity:oldPassword')}
          type="password"
          autoComplete="off"
          required
          error={formState.errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <Field
          label={t('identity:newPassword')}
          type="password"
          autoComplete="off"
          required
          error={formState.errors.newPassword?.message}
          {...register('newPassword')}
        />
        <Field
          label={t('identity:confirmNewPassword')}
          type="password"
          autoComplete="off"
          required
          error={formState.errors.confirmNewPassword?.message}
          {...register('confirmNewPassword')}
        />
        <FormError />
        <SubmitButton busy={pending === 'changePassword'} label={t('identity:submit')} />
      </form>
    </Modal>
  );
}
