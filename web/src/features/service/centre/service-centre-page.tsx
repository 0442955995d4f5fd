import { House } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { accessActions, selectHasToken } from '../../../shared/access/access';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { AnnouncementList } from '../announcements/announcement-list';
import { FeedbackForm } from '../feedback/feedback-form';
import { HelpCentre } from '../help/help-centre';
import { InboxBadge } from '../inbox/inbox-badge';
import { InboxList } from '../inbox/inbox-list';
import { selectFeedbackOn, selectInboxOn } from '../selectors';
import { serviceTabs, type ServiceTab } from '../types';
import styles from './centre.module.css';

const isTab = (tab: string | null): tab is ServiceTab => serviceTabs.includes(tab as ServiceTab);

/**
 * /helpmc (bare): the customer-service submenu's pages in one place (spec 01 2.4) — help centre,
 * platform messages, announcements — and feedback; the tab is in the address (?tab=).
 */
export function ServiceCentrePage() {
  const { t } = useTranslation(['service', 'common']);
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const tab: ServiceTab = isTab(asked) ? asked : 'help';
  // On a phone the tabs scroll: the one shown stays in sight.
  const tabs = useRef<HTMLElement>(null);
  useEffect(() => {
    tabs.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Link to="/" className="icon-button" aria-label={t('common:common.home')} title={t('common:common.home')}>
          <House aria-hidden="true" size={18} />
        </Link>
        <h1 className={styles.pageTitle}>{t('centre.title')}</h1>
      </div>
      <nav ref={tabs} className={styles.tabs} aria-label={t('centre.sections')}>
        {serviceTabs.map((name) => (
          <Link key={name} to={`/helpmc?tab=${name}`} replace className={styles.tab} aria-current={name === tab ? 'page' : undefined}>
            {t(`tabs.${name}`)}
            {name === 'messages' && <InboxBadge />}
          </Link>
        ))}
      </nav>
      <section className={styles.panel} aria-labelledby="service-tab-title">
        <h2 id="service-tab-title" className={styles.panelTitle}>
          {t(`tabs.${tab}`)}
        </h2>
        <Panel tab={tab} />
      </section>
    </div>
  );
}

function Panel({ tab }: { tab: ServiceTab }): ReactNode {
  const inboxOn = useAppSelector(selectInboxOn);
  const feedbackOn = useAppSelector(selectFeedbackOn);
  if (tab === 'messages') return inboxOn ? <MembersOnly>{<InboxList />}</MembersOnly> : <Off />;
  if (tab === 'announcements') return <AnnouncementList />;
  if (tab === 'feedback') return feedbackOn ? <FeedbackForm /> : <Off />;
  return <HelpCentre />;
}

/** A page of the player's own: a visitor is asked to log in. */
function MembersOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('service');
  const dispatch = useAppDispatch();
  const hasToken = useAppSelector(selectHasToken);
  if (hasToken) return children;
  return (
    <div className={styles.state}>
      <p>{t('centre.loginFirst')}</p>
      <button type="button" className="button button--primary" onClick={() => dispatch(accessActions.loginPromptRequested())}>
        {t('centre.login')}
      </button>
    </div>
  );
}

function Off() {
  const { t } = useTranslation('service');
  return <p className={`${styles.state} muted`}>{t('centre.off')}</p>;
}
