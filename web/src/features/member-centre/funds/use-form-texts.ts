import { useTranslation } from 'react-i18next';
import type { FormTexts } from '../forms';

/** The form builders' texts from the member-centre namespace. */
export function useFormTexts(): FormTexts {
  const { t } = useTranslation('member-centre');
  return (key, values) => t(key, values ?? {});
}
