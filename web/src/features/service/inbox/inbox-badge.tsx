import { useAppSelector } from '../../../shared/store/hooks';
import { selectInboxUnread } from '../selectors';
import styles from './inbox-badge.module.css';

/** The unread platform messages, beside their menu entry; nothing when there are none. */
export function InboxBadge() {
  const unread = useAppSelector(selectInboxUnread);
  if (unread <= 0) return null;
  return (
    <span className={styles.badge} data-testid="inbox-unread">
      {unread > 99 ? '99+' : unread}
    </span>
  );
}
