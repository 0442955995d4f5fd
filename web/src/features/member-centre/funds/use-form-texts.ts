import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format';
import type { FormTexts } from '../forms';

/** The form builders' texts from the member-centre namespace, their amounts written as the player's language does. */
export function useFormTexts(): FormTexts {
  const { t } = useTranslation('member-centre');
  const format = useFormat();
  return (key, values) =>
    t(key, {
      ...(values?.min !== undefined && { min: format.amount(values.min) }),
      ...(values?.max !== undefined && { max: format.amount(values.max) }),
    });
}
