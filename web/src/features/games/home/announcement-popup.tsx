import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Modal, useOpenModalCount } from '../../../shared/ui/modal';
import { sanitizeHtml } from '../../../shared/ui/sanitize-html';
import { selectOverlay } from '../../../shared/ui-state/overlay-slice';
import { selectAnnouncements } from '../selectors';
import { gamesActions } from '../slice';
import styles from './announcement-popup.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

/** Back-office HTML is sanitised before it is rendered (one sanitiser for the whole site). */
export const sanitize = sanitizeHtml;

/** Popup announcements, once per visit, on the home page, when no other dialog is open. */
export function AnnouncementPopup() {
  const { t } = useTranslation(['common', 'games']);
  const dispatch = useAppDispatch();
  const announcements = useAppSelector(selectAnnouncements);
  const onHome = ['/', '/index', '/index.html', '/home'].includes(useLocation().pathname);
  // Announcements wait while any other dialog (login, registration success...) is open, or asked for
  // and still loading its chunk.
  const overlay = useAppSelector(selectOverlay);
  const asked = overlay.modal !== null || overlay.notice !== null || overlay.slideOpen;
  const othersOpen = useOpenModalCount() > 0 || asked;
  const format = useFormat();
  if (!onHome || othersOpen || !announcements || announcements.length === 0) return null;
  return (
    <Modal
      title={t('games:announcements')}
      counted={false}
      closeLabel={t('common.close')}
      onClose={() => dispatch(gamesActions.announcementsClosed(announcements.map((a) => a.id)))}
    >
      {announcements.map((a) => (
        <article key={a.id} className={styles.announcement}>
          <h3>{a.title}</h3>
          <time dateTime={new Date(a.date).toISOString()}>{format.stamp(a.date)}</time>
          <div className={styles.content} dangerouslySetInnerHTML={{ __html: sanitize(a.content) }} />
        </article>
      ))}
    </Modal>
  );
}
