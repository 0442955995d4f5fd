import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { LoadFailure } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Field } from '../../../shared/ui/field';
import { identityIntents } from '../intents';
import { CaptchaImage } from './captcha-image';
import { selectCaptcha } from './selectors';

type Props<T extends FieldValues> = { form: UseFormReturn<T>; label: string; required: boolean };

/** The captcha answer with its image. A new image empties the answer: it was the old image's. */
export function CaptchaField<T extends FieldValues & { captcha?: string }>({ form, label, required }: Props<T>) {
  const name = 'captcha' as Path<T>;
  const { register, setValue, formState } = form;
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const { image } = useAppSelector(selectCaptcha);
  useEffect(() => {
    setValue(name, '' as PathValue<T, Path<T>>);
  }, [image.value, name, setValue]);
  const error = (formState.errors as { captcha?: { message?: string } }).captcha?.message;
  return (
    <>
      <Field label={label} inputMode="numeric" required={required} error={error} addon={<CaptchaImage />} {...register(name)} />
      {image.status === 'failed' && (
        <LoadFailure
          title={t('identity:captchaFailed')}
          error={image.error}
          retry={() => dispatch(identityIntents.captchaRequested())}
          ns="identity"
        />
      )}
    </>
  );
}
