import { meetsRegisterRule, type RegisterField, type RegisterRule, type RegisterRules } from '@portal/contracts';

const lengthText = (rule: RegisterRule) =>
  rule.minLength === rule.maxLength ? `${rule.minLength}` : `${rule.minLength} - ${rule.maxLength}`;

/** Why a value breaks its rule, or null. The same wording the client builds from the pattern id. */
export function ruleViolation(field: string, value: string | undefined, rule: RegisterRule | undefined): string | null {
  if (!rule?.enabled) return null;
  const v = value?.trim() ?? '';
  if (v === '') return rule.required ? `${field} is required` : null;
  // The pattern runs only on a value of the right length, and was checked for safety when the scenario set it.
  return meetsRegisterRule(rule, v) ? null : `${field} must be ${lengthText(rule)} characters (${rule.patternId})`;
}

/** Every field of a registration checked against the rules in force; empty when all pass. */
export function checkRegisterFields(values: Partial<Record<RegisterField, string>>, rules: RegisterRules, skip: RegisterField[] = []) {
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules) as [RegisterField, RegisterRule][]) {
    if (skip.includes(field)) continue;
    const problem = ruleViolation(field, values[field], rule);
    if (problem) errors[field] = problem;
  }
  return errors;
}
