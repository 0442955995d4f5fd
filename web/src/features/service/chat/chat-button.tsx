import { MessageCircleMore } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { accessActions, selectRealAccountCheck } from '../../../shared/access/access';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { serviceIntents } from '../intents';
import { selectChat, selectServiceLoaded } from '../selectors';
import styles from './chat.module.css';

/** The chat button in the corner, with the agent's unread messages on it (spec 02 section 4). */
export function ChatButton() {
  const { t } = useTranslation('service');
  const dispatch = useAppDispatch();
  const check = useAppSelector(selectRealAccountCheck);
  const loaded = useAppSelector(selectServiceLoaded);
  const { open, unread } = useAppSelector(selectChat);
  const click = () => {
    // A visitor or a trial account is answered at once, without loading the feature.
    if (check === 'login') dispatch(accessActions.loginPromptRequested());
    else if (check === 'trial') dispatch(accessActions.trialWarningRequested());
    else if (loaded) dispatch(serviceIntents.chatToggled());
  };
  const label = unread > 0 ? `${t('chat.open')} (${t('chat.unread', { n: unread })})` : t('chat.open');
  return (
    <button type="button" className={styles.launcher} aria-label={label} title={label} aria-expanded={open} onClick={click}>
      <MessageCircleMore aria-hidden="true" size={26} />
      {unread > 0 && (
        <span className={styles.badge} data-testid="chat-unread" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  );
}
