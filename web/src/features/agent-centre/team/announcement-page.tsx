import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../../shared/ui/sanitize-html';
import { Pager } from '../../../shared/ui/pager';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useReport } from '../parts/use-report';
import partStyles from '../parts/parts.module.css';
import styles from './team.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

/** agentAnnouncement: the back office's notices to agents (type A), 9 a page, their HTML sanitised. */
export function AnnouncementPage() {
  const { t } = useTranslation('agent-centre');
  const { report, query, ask, busy } = useReport('agentAnnouncements', { pageNo: 1 });
  const [openId, setOpenId] = useState<number | null>(null);
  const format = useFormat();
  const value = report.value;
  return (
    <div className={partStyles.stack}>
      <RemoteView remote={report} retry={() => ask(query)} ns="agent-centre">
        {value && value.list.length === 0 && <p className="muted">{t('announcements.none')}</p>}
        {value && value.list.length > 0 && (
          <ul className={styles.entries}>
            {value.list.map((a) => (
              <li key={a.id} className={styles.entry} data-testid="agent-announcement">
                <button
                  type="button"
                  className={styles.entryHead}
                  aria-expanded={openId === a.id}
                  onClick={() => setOpenId(openId === a.id ? null : a.id)}
                >
                  <span className={styles.entryTitle}>{a.title}</span>
                  <time className="muted">{format.stamp(a.date)}</time>
                  <ChevronDown aria-hidden="true" size={18} className={styles.chevron} />
                </button>
                {openId === a.id && <div className={styles.entryBody} dangerouslySetInnerHTML={{ __html: sanitizeHtml(a.content) }} />}
              </li>
            ))}
          </ul>
        )}
        {value && <Pager page={query.pageNo} total={value.totalPages} busy={busy} onChange={(pageNo) => ask({ pageNo })} />}
      </RemoteView>
    </div>
  );
}
