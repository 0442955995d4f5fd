import { Mail } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../shared/store/hooks';
import { memberCentreIntents as intents } from '../intents';
import styles from '../rewards/rewards.module.css';

/**
 * messageV2 (platform information): the player's inbox is the service centre's messages tab, one list
 * with its unread badge, mark-read and delete; the centre closes and opens it rather than keep a copy.
 */
export function PlatformMessagesPage() {
  const { t } = useTranslation('member-centre');
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(intents.messagesOpened());
  }, [dispatch]);
  return (
    <div className={styles.empty} role="status">
      <Mail aria-hidden="true" size={36} />
      <p>{t('messages.opening')}</p>
      <button type="button" className="button button--primary" onClick={() => dispatch(intents.messagesOpened())}>
        {t('messages.open')}
      </button>
    </div>
  );
}
