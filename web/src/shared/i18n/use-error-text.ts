import { useTranslation } from 'react-i18next';
import type { ErrorInfo } from '../http/api-error';

/** A failure as text: our wording for a known code (common `errors`), else the server's message. */
export function useErrorText() {
  const { t } = useTranslation('common');
  return (error: Pick<ErrorInfo, 'code' | 'message'> | null | undefined) =>
    error ? t(`errors.${error.code}`, { defaultValue: error.message }) : undefined;
}
