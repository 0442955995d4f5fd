import { useTranslation } from 'react-i18next';
import type { ErrorInfo } from '../../../shared/http/api-error';

/**
 * Why a list did not load, in the player's language: our words for a code we know (a game code, a client
 * code, a common one), else a general text. Never the server's raw code or its untranslated message.
 */
export function useLoadErrorText() {
  const { t } = useTranslation(['common', 'games']);
  return (error: ErrorInfo | null) => {
    const general = t('games:loadErrors.general');
    if (!error?.code) return general;
    const common = t(`errors.${error.code}`, { defaultValue: general });
    const client = t(`games:loadErrors.${error.code}`, { defaultValue: common });
    return t(`games:errors.${error.code}`, { defaultValue: client });
  };
}
