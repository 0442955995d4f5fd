import type { TFunction } from 'i18next';

/** The requirements we word ourselves; any other is named by its field. */
const known = ['mobile_no_verified', 'email_no_verified', 'bank_account', 'real_name', 'deposit'] as const;

/**
 * What a reward still asks of the player, from the field the platform names (spec 04: `prom.claim.req.field`
 * with e.g. `required.mobile_no_verified`, and the same in a reward's remark), or null when it names none.
 */
export function requirementOf(field: string | undefined): { key: (typeof known)[number] | 'other'; field: string } | null {
  if (!field || !field.startsWith('required.')) return null;
  const name = field.slice('required.'.length);
  return { key: (known as readonly string[]).includes(name) ? (name as (typeof known)[number]) : 'other', field: name };
}

export const requirementText = (t: TFunction<'member-centre'>, field: string | undefined) => {
  const requirement = requirementOf(field);
  return requirement ? t(`rewards.requirements.${requirement.key}`, { field: requirement.field }) : null;
};

/** Whether the security centre is where the player meets it (a mobile or email to verify). */
export const metInSecurityCentre = (field: string | undefined) => /_no_verified$/.test(field ?? '');
