import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format';
import type { FormTexts } from '../forms';

/** The form builders' texts from the points-mall namespace; their numbers (whole points) written as the player's language writes them. */
export function useFormTexts(): FormTexts {
  const { t } = useTranslation('points-mall');
  const format = useFormat();
  return (key, values) => {
    const written: Record<string, string | number> = {};
    for (const [name, v] of Object.entries(values ?? {})) written[name] = typeof v === 'number' ? format.number(v, 0) : v;
    return t(key, written);
  };
}
