import { useTranslation } from 'react-i18next';
import type { ErrorInfo } from '../http/api-error';
import type { Namespace } from './namespaces';

/**
 * A failure as text: a feature's own wording for its code (its `errors`, when `ns` is given), else our common
 * wording (common `errors`), else the server's message (or, with `unknown`, the feature's own sentence around
 * it, so the server's words never stand alone in another language). The one error-text hook of the app.
 */
export function useErrorText(ns?: Namespace, unknown?: (message: string) => string) {
  const { t } = useTranslation('common');
  return (error: Pick<ErrorInfo, 'code' | 'message'> | null | undefined) => {
    if (!error) return undefined;
    const common = t(`errors.${error.code}` as 'errors.NETWORK_ERROR', {
      defaultValue: unknown ? unknown(error.message) : error.message,
    });
    if (!ns || ns === 'common') return common;
    // A key of a feature's namespace, read without its types (each feature declares its own `errors`).
    return (t as (key: string, options: { defaultValue: string }) => string)(`${ns}:errors.${error.code}`, { defaultValue: common });
  };
}
