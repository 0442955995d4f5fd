import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { sanitizeHtml } from '../../../shared/ui/sanitize-html';
import { isPending } from '../../../shared/remote/remote';
import { RemoteView } from '../../../shared/remote/remote-view';
import { Pager } from '../../../shared/ui/pager';
import styles from '../centre/centre.module.css';
import { serviceIntents } from '../intents';
import { selectAnnouncements } from '../selectors';
import { useFormat } from '../../../shared/i18n/use-format';

/** Announcements, 9 a page (spec 02 section 9), dated yyyy-MM-dd hh:mm:ss, their HTML sanitised; opening one marks it read. */
export function AnnouncementList() {
  const { t } = useTranslation('service');
  const dispatch = useAppDispatch();
  const announcements = useAppSelector(selectAnnouncements);
  const { items, page, totalPages } = announcements.value;
  const [openId, setOpenId] = useState<number | null>(null);
  const format = useFormat();
  useEffect(() => {
    dispatch(serviceIntents.announcementPageRequested(1));
  }, [dispatch]);
  const toggle = (id: number) => {
    if (openId !== id) dispatch(serviceIntents.announcementOpened(id));
    setOpenId(openId === id ? null : id);
  };
  return (
    <div>
      <RemoteView
        remote={announcements}
        retry={() => dispatch(serviceIntents.announcementPageRequested(announcements.query ?? page))}
        ns="service"
      >
        {items.length === 0 ? (
          <p className="muted">{t('announcements.empty')}</p>
        ) : (
          <ul className={styles.entries} aria-label={t('tabs.announcements')}>
            {items.map((a) => {
              const read = announcements.read.includes(a.id);
              return (
                <li key={a.id} className={styles.entry} data-testid="announcement" data-read={read}>
                  <button type="button" className={styles.entryHead} aria-expanded={openId === a.id} onClick={() => toggle(a.id)}>
                    <span className={styles.entryTitle}>{a.title}</span>
                    {read && <span className={styles.readMark}>{t('announcements.read')}</span>}
                    <time className="muted" dateTime={new Date(a.date).toISOString()}>
                      {format.stamp(a.date)}
                    </time>
                    <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
                  </button>
                  {openId === a.id && <div className={styles.html} dangerouslySetInnerHTML={{ __html: sanitizeHtml(a.content) }} />}
                </li>
              );
            })}
          </ul>
        )}
      </RemoteView>
      <Pager
        page={page}
        total={totalPages}
        busy={isPending(announcements)}
        onChange={(p) => {
          setOpenId(null);
          dispatch(serviceIntents.announcementPageRequested(p));
        }}
      />
    </div>
  );
}
