import { IdentityCode, type RegisterField, type RegisterRules } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../shared/http/api-error';
import { ruleMessage } from '../../../shared/system/register-rule';

/**
 * The fields a refused registration names (`value.fields`), each with the failure's code. The server's
 * own wording per field is English and left out: the form words it in the player's language.
 */
export function fieldCodesOf(error: unknown): Record<string, string> | undefined {
  if (!isApiError(error)) return undefined;
  const fields = (error.value as { fields?: unknown } | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return undefined;
  return Object.fromEntries(Object.keys(fields).map((field) => [field, error.code]));
}

/**
 * A refused field's text: our text for a code we know (common `errors`), the field's own rule for a
 * value the server found invalid, and a general text otherwise.
 */
export function fieldFailureText(t: TFunction<['common', 'identity']>, field: string, code: string, rules: RegisterRules) {
  const general = t('identity:validation.notAccepted');
  if (code !== IdentityCode.FieldInvalid) return t(`common:errors.${code}`, { defaultValue: general });
  if (field === 'confirmPassword') return t('identity:validation.inconsistentTwice');
  const rule = rules[field as RegisterField];
  return rule ? ruleMessage(t, rule) : general;
}
