import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { CentreDialog } from '../../../shared/ui/centre-dialog/centre-dialog';
import { agentPages, AGENT_CENTRE_FIRST_PAGE, isAgentPage, type AgentPage } from '../../../shared/ui-state/agent-pages';
import { overlayActions, selectOverlay } from '../../../shared/ui-state/overlay-slice';
import type { ContractKind } from '@portal/contracts';
import { waitingOf } from '../offers/waiting-offers';
import { isPageShown, selectFlags, selectReport } from '../selectors';
import { agentCentreActions } from '../slice';

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/** Each page loads when first opened (the overview brings the chart library with it). */
const pageViews: Record<AgentPage, ComponentType> = {
  agentAnnouncement: page(() => import('../team/announcement-page'), 'AnnouncementPage'),
  agentTeamOverview: page(() => import('../overview/overview-page'), 'OverviewPage'),
  registerCenter: page(() => import('../team/register-centre-page'), 'RegisterCentrePage'),
  downlineManagmentView: page(() => import('../team/downlines-page'), 'DownlinesPage'),
  personalHistoryCopy: page(() => import('../reports/team-bets-page'), 'TeamBetsPage'),
  palStatementsAgentCopy: page(() => import('../reports/profit-loss-page'), 'ProfitLossPage'),
  agentRevenueReport: page(() => import('../reports/income-page'), 'IncomePage'),
  agentDownlineTransactionDetailsCopy: page(() => import('../reports/transactions-page'), 'TransactionsPage'),
  agentDividendRecordCopy2: page(() => import('../salary/contract-kind-page'), 'DividendPage'),
  agentDailyWages2: page(() => import('../salary/daily-salary-page'), 'DailySalaryPage'),
  agentHourSalary: page(() => import('../salary/contract-kind-page'), 'HourSalaryPage'),
  agentRealtimeSalary: page(() => import('../salary/contract-kind-page'), 'RealtimeSalaryPage'),
};

/** The contract pages by the kind they show: their menu entry counts that kind's offers waiting for my answer. */
const kindOfPage: Partial<Record<AgentPage, ContractKind>> = {
  agentDividendRecordCopy2: 'DIVIDEND',
  agentDailyWages2: 'DAILY_SALARY',
  agentHourSalary: 'HOURLY_SALARY',
  agentRealtimeSalary: 'REALTIME_SALARY',
};

/**
 * The agent centre (spec 02, section 2): its twelve pages in the spec's order, the page, a close button. The
 * open page's menu entry, chosen again, reads the page again, as its Refresh beside the heading does
 * (`pageRefreshed`: each report the page shows is read again with its query, `parts/use-report.ts`).
 */
export function AgentCentre() {
  const { t } = useTranslation(['agent-centre', 'common']);
  const dispatch = useAppDispatch();
  const asked = useAppSelector(selectOverlay).centrePage;
  const flags = useAppSelector(selectFlags);
  // Read by the offers notice at login and after each answer; an offer put aside (Later) stays counted here.
  const consolidated = useAppSelector(selectReport('consolidated')).value;
  const badgeOf = (page: AgentPage) => {
    const kind = kindOfPage[page];
    const count = kind ? waitingOf(consolidated, kind) : 0;
    return count > 0 ? { badge: { count, label: t('notices.badge', { count }) } } : {};
  };
  // Contract pages show only when their whitelabel module is on.
  const pages = agentPages.filter((p) => isPageShown(p, flags));
  const wanted: AgentPage = isAgentPage(asked) ? asked : AGENT_CENTRE_FIRST_PAGE;
  const active = pages.includes(wanted) ? wanted : AGENT_CENTRE_FIRST_PAGE;
  const View = pageViews[active];
  return (
    <CentreDialog
      title={t('title')}
      closeLabel={t('common:common.close')}
      menuLabel={t('menu')}
      entries={pages.map((page) => ({ page, label: t(`pages.${page}`), ...badgeOf(page) }))}
      active={active}
      onOpen={(page) => dispatch(page === active ? agentCentreActions.pageRefreshed() : overlayActions.agentCentreOpened(page))}
      onClose={() => dispatch(overlayActions.closed())}
      pageAction={
        <button type="button" className="button button--ghost" onClick={() => dispatch(agentCentreActions.pageRefreshed())}>
          <RefreshCw aria-hidden="true" size={16} /> {t('agentfail.refresh')}
        </button>
      }
    >
      <Suspense fallback={<p className="muted">{t('common:common.loading')}</p>}>
        <View />
      </Suspense>
    </CentreDialog>
  );
}
