import { useTranslation } from 'react-i18next';
import type { ErrorInfo } from '../../shared/http/api-error';

/** A server failure as text: the catalogue's wording for a known code, else the server's message. */
export function useErrorText() {
  const { t } = useTranslation(['common', 'identity']);
  return (error: ErrorInfo | null) => (error ? t(`identity:errors.${error.code}`, { defaultValue: error.message }) : undefined);
}
