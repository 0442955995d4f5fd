import { useTranslation } from 'react-i18next';
import type { FormTexts } from '../forms';

/** The form builders' texts from the points-mall namespace. */
export function useFormTexts(): FormTexts {
  const { t } = useTranslation('points-mall');
  return (key, values) => t(key, values ?? {});
}
