import type { RegisterRule } from '@portal/contracts';
import type { TFunction } from 'i18next';

const range = (rule: RegisterRule) => (rule.minLength === rule.maxLength ? `${rule.minLength}` : `${rule.minLength} - ${rule.maxLength}`);

/**
 * What a registration rule asks (spec 01, section 5): the pattern id's text with min and max, one number when
 * they are equal. The registration form and the agent's create-downline form say it the same way.
 */
export const ruleMessage = (t: TFunction<'common'>, rule: RegisterRule) =>
  t(`patterns.${rule.patternId}` as 'patterns.ANY', { ns: 'common', range: range(rule), defaultValue: range(rule) });
