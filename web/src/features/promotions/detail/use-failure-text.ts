import { useTranslation } from 'react-i18next';
import type { ErrorInfo } from '../../../shared/http/api-error';

/** A refusal as the promotions pages word it: our text for a known code (a missing requirement named), else the server's message. */
export function useFailureText() {
  const { t } = useTranslation('promotions');
  return (error: (ErrorInfo & { field?: string }) | null) => {
    if (!error) return '';
    if (error.code === 'prom.claim.req.field') {
      const field = (error.field ?? '').replace(/^required\./, '');
      return t(`requirements.${field}` as 'requirements.other', { defaultValue: t('requirements.other') });
    }
    return t(`errors.${error.code}` as 'errors.NETWORK_ERROR', { defaultValue: error.message });
  };
}
