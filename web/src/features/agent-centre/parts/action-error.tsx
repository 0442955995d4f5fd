import { useTranslation } from 'react-i18next';
import type { ErrorInfo } from '../../../shared/http/api-error';
import { useErrorText } from '../../../shared/i18n/use-error-text';

/**
 * The text of an agent action's failure: for a change whose answer never came, that it may have been made;
 * else the centre's words for its code (`errors`), else the app's, else a sentence in the agent's language
 * that quotes the server's words (never the server's English alone).
 */
export function useActionErrorText() {
  const { t, i18n } = useTranslation('agent-centre');
  const known = useErrorText('agent-centre', (message) => t('agentfail.failed', { message }));
  return (error: Pick<ErrorInfo, 'code' | 'message'> | null | undefined) => {
    // A change whose answer never came may have been made: say so, not "try again" (the saga read the page again).
    const unanswered = error && `agentfail.unanswered.${error.code}`;
    if (unanswered && i18n.exists(unanswered, { ns: 'agent-centre' })) return t(unanswered as 'agentfail.unanswered.TIMEOUT');
    return known(error);
  };
}

/**
 * An agent action's failure, once, in the form or dialog that asked (announced: role=alert). The catalogue's
 * agent calls are not alerts, so no notice dialog says it a second time. Nothing while there is no failure.
 */
export function ActionError({ error, id }: { error: Pick<ErrorInfo, 'code' | 'message'> | null | undefined; id?: string }) {
  const text = useActionErrorText();
  if (!error) return null;
  return (
    <p id={id} className="field__error" role="alert" data-testid="action-error">
      {text(error)}
    </p>
  );
}
