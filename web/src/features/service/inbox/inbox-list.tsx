import { ChevronDown, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { sanitizeHtml } from '../../../shared/ui/sanitize-html';
import { hasValue, isPending } from '../../../shared/remote/remote';
import { RemoteView } from '../../../shared/remote/remote-view';
import { Pager } from '../../../shared/ui/pager';
import styles from '../centre/centre.module.css';
import { serviceIntents } from '../intents';
import { selectInbox } from '../selectors';
import type { InboxItem } from '../types';
import { noticeText } from './notice-text';
import { useFormat } from '../../../shared/i18n/use-format';

/** Platform messages: a page at a time, newest first; opening one marks it read, each can be deleted. */
export function InboxList() {
  const { t } = useTranslation('service');
  const dispatch = useAppDispatch();
  const inbox = useAppSelector(selectInbox);
  const { items, page, totalPages, total } = inbox.value;
  useEffect(() => {
    dispatch(serviceIntents.inboxPageRequested(1));
  }, [dispatch]);
  return (
    <div>
      {hasValue(inbox) && (
        <p className="muted" data-testid="inbox-summary">
          {t('inbox.summary', { total, unread: inbox.unread })}
        </p>
      )}
      <RemoteView remote={inbox} retry={() => dispatch(serviceIntents.inboxPageRequested(inbox.query ?? page))} ns="service">
        {items.length === 0 ? (
          <p className="muted">{t('inbox.empty')}</p>
        ) : (
          <ul className={styles.entries} aria-label={t('tabs.messages')}>
            {items.map((item) => (
              <Message key={item.inboxId} item={item} />
            ))}
          </ul>
        )}
      </RemoteView>
      <Pager page={page} total={totalPages} busy={isPending(inbox)} onChange={(p) => dispatch(serviceIntents.inboxPageRequested(p))} />
    </div>
  );
}

function Message({ item }: { item: InboxItem }) {
  const { t } = useTranslation('service');
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const format = useFormat();
  const { title, text, html } = noticeText(item, t, format);
  const toggle = () => {
    if (!open) dispatch(serviceIntents.inboxOpened(item.inboxId));
    setOpen(!open);
  };
  return (
    <li className={`${styles.entry} ${item.read ? '' : styles.unread}`} data-testid="inbox-message" data-read={item.read}>
      <div className={styles.entryRow}>
        <button type="button" className={styles.entryHead} aria-expanded={open} onClick={toggle}>
          <span className={styles.entryTitle}>
            {!item.read && <span className={styles.dot}>{t('inbox.unread')}</span>}
            {title}
          </span>
          <time className="muted" dateTime={new Date(item.createdAt).toISOString()}>
            {format.dateTime(item.createdAt)}
          </time>
          <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('inbox.delete', { title })}
          title={t('inbox.delete', { title })}
          onClick={() => dispatch(serviceIntents.inboxDeleted(item.inboxId))}
        >
          <Trash2 aria-hidden="true" size={16} />
        </button>
      </div>
      {open &&
        (html === null ? (
          <p className={styles.html}>{text}</p>
        ) : (
          <div className={styles.html} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
        ))}
    </li>
  );
}
