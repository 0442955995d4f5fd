import { z } from 'zod';
import type { ParseKeys, TFunction } from 'i18next';
import { notEmpty } from '../register/register-fields';

/** Username login: trimmed, every field required, the captcha only when shown. */
export const usernameLoginSchema = (t: TFunction<['common', 'identity']>, captchaShown: boolean) => {
  const required = (label: ParseKeys<['common', 'identity']>) =>
    z
      .string()
      .trim()
      .min(1, { error: notEmpty(t, label) });
  return z.object({
    username: required('identity:username'),
    password: z.string().min(1, { error: notEmpty(t, 'identity:password') }),
    captcha: captchaShown ? required('identity:captcha') : z.string().optional(),
    remember: z.boolean(),
  });
};

export const MOBILE_PATTERN = /^\d{5,15}$/;

/** A dialling code, a mobile number with the format rule and a six-digit SMS code. */
export const mobileCodeShape = (t: TFunction<['common', 'identity']>) => ({
  countryDialingCode: z.string().min(1),
  mobileNum: z
    .string()
    .trim()
    .regex(MOBILE_PATTERN, { error: t('identity:validation.mobile') }),
  verificationCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: notEmpty(t, 'identity:verificationCode') }),
});

/** SMS login: the mobile number and its code. */
export const smsLoginSchema = (t: TFunction<['common', 'identity']>) => z.object({ ...mobileCodeShape(t), remember: z.boolean() });
