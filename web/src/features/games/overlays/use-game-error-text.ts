import { useTranslation } from 'react-i18next';
import type { ErrorInfo } from '../../../shared/http/api-error';
import { useErrorText } from '../../../shared/i18n/use-error-text';

/** A failure as text: the games namespace's wording for a game code (GameCode), else the common one, else the server's message. */
export function useGameErrorText() {
  const { t } = useTranslation(['common', 'games']);
  const errorText = useErrorText();
  return (error: ErrorInfo | null) =>
    error ? t(`games:errors.${error.code}`, { defaultValue: errorText(error) ?? error.message }) : undefined;
}
