import { meetsRegisterRule, registerFields, type RegisterField, type RegisterRule, type RegisterRules } from '@portal/contracts';
import type { ParseKeys, TFunction } from 'i18next';
import { z } from 'zod';
import { ruleMessage } from '../../../shared/system/register-rule';

export type RegisterMode = 'register' | 'mobile';
export type FieldSpec = { field: RegisterField; required: boolean; rule: RegisterRule | undefined };

type Context = {
  mode: RegisterMode;
  /** REGMOBVERF3 on and the verification-code rule enabled: an SMS code is asked for. */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3: mobile registration also takes a password. */
  mobileWithPassword: boolean;
  /** An affiliate code came with the link and has not been refused. */
  linkAffiliateAccepted: boolean;
};

const ALWAYS_REQUIRED: Record<RegisterMode, RegisterField[]> = {
  register: ['username', 'password', 'confirmPassword'],
  mobile: ['mobileNum', 'verificationCode'],
};
const MOBILE_MODE_FIELDS: RegisterField[] = ['mobileNum', 'verificationCode', 'affiliateCode', 'referralCode'];

/** Which fields show, in the spec's order, and which are required (spec 01, 2.8 and 5). */
export function visibleFields(rules: RegisterRules, ctx: Context): FieldSpec[] {
  const shown = (field: RegisterField): boolean => {
    const rule = rules[field];
    if (ctx.mode === 'mobile') {
      if (field === 'password') return ctx.mobileWithPassword;
      if (field === 'mobileNum' || field === 'verificationCode') return true;
      return MOBILE_MODE_FIELDS.includes(field) && Boolean(rule?.enabled) && (field !== 'affiliateCode' || !ctx.linkAffiliateAccepted);
    }
    if (ALWAYS_REQUIRED.register.includes(field)) return true;
    if (field === 'verificationCode') return ctx.smsVerification;
    if (field === 'mobileNum') return Boolean(rule?.enabled) || ctx.smsVerification;
    if (field === 'affiliateCode') return Boolean(rule?.enabled) && !ctx.linkAffiliateAccepted;
    return Boolean(rule?.enabled);
  };
  return registerFields.filter(shown).map((field) => ({
    field,
    rule: rules[field],
    required:
      ALWAYS_REQUIRED[ctx.mode].includes(field) ||
      (field === 'verificationCode' && ctx.smsVerification) ||
      (field === 'mobileNum' && ctx.smsVerification) ||
      (field === 'paymentPassword' && Boolean(rules[field]?.enabled)) ||
      (field === 'password' && ctx.mode === 'mobile') ||
      Boolean(rules[field]?.required),
  }));
}

/** '<field name> cannot be empty', the wording every form uses for a missing value. */
export const notEmpty = (t: TFunction<['common', 'identity']>, label: ParseKeys<['common', 'identity']>) =>
  `${t(label)} ${t('identity:validation.notEmpty')}`;

/** A required field that must also meet a server rule (the shared password rule, say). */
export const ruledField = (
  t: TFunction<['common', 'identity']>,
  label: ParseKeys<['common', 'identity']>,
  rule: RegisterRule | undefined,
) =>
  z
    .string()
    .min(1, { error: notEmpty(t, label) })
    .refine((v) => !rule || meetsRegisterRule(rule, v), { error: rule ? ruleMessage(t, rule) : '' });

/** The zod schema of the form, built from the server's rules. */
export function registerSchema(specs: FieldSpec[], t: TFunction<['common', 'identity']>) {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const { field, required, rule } of specs) {
    const label = t(`identity:fields.${field}`);
    shape[field] = z
      .string()
      .trim()
      .optional()
      .superRefine((value, issue) => {
        const v = value ?? '';
        if (v === '') {
          if (required) issue.addIssue({ code: 'custom', message: `${label} ${t('identity:validation.notEmpty')}` });
          return;
        }
        if (rule && !meetsRegisterRule(rule, v)) issue.addIssue({ code: 'custom', message: ruleMessage(t, rule) });
      });
  }
  const hasConfirm = specs.some((s) => s.field === 'confirmPassword');
  // Loose: fields outside the rules (the country code) pass through to the submit handler.
  return z.looseObject(shape).superRefine((values, issue) => {
    if (hasConfirm && values.confirmPassword && values.confirmPassword !== values.password) {
      issue.addIssue({ code: 'custom', path: ['confirmPassword'], message: t('identity:validation.inconsistentTwice') });
    }
  });
}
