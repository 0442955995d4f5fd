import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useAppSelector } from '../../../shared/store/hooks';
import { Field } from '../../../shared/ui/field';
import { CaptchaImage } from './captcha-image';
import { selectCaptcha } from './selectors';

type Props<T extends FieldValues> = { form: UseFormReturn<T>; label: string; required: boolean };

/** The captcha answer with its image. A new image empties the answer: it was the old image's. */
export function CaptchaField<T extends FieldValues & { captcha?: string }>({ form, label, required }: Props<T>) {
  const name = 'captcha' as Path<T>;
  const { register, setValue, formState } = form;
  const { image } = useAppSelector(selectCaptcha);
  useEffect(() => {
    setValue(name, '' as PathValue<T, Path<T>>);
  }, [image, name, setValue]);
  const error = (formState.errors as { captcha?: { message?: string } }).captcha?.message;
  return <Field label={label} inputMode="numeric" required={required} error={error} addon={<CaptchaImage />} {...register(name)} />;
}
