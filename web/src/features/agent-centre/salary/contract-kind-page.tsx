import {
  ALL_PRODUCT_TYPE,
  isTerminationAsked,
  type ContractKind,
  type DividendTier,
  type HourSalaryRate,
  type PayPeriod,
  type RealtimeTerms,
} from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../shared/store/hooks';
import { agentCentreIntents } from '../intents';
import { ActionConfirmDialog } from '../parts/confirm-dialog';
import partStyles from '../parts/parts.module.css';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useReport } from '../parts/use-report';
import { DividendForm } from './dividend-form';
import { HistoryTab } from './history-tab';
import { KindTerms } from './kind-terms';
import { pendingChangeOf, SentOfferView, SentOffers, WaitingForMe } from './offer-notes';
import { OfferForm } from './offer-form';
import { RealtimeForm } from './realtime-form';
import { RecordsTab } from './records-tab';
import { ceilingOf } from './salary-forms';
import styles from './salary.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

type Kind = Exclude<ContractKind, 'DAILY_SALARY'>;
const recordsOf = { DIVIDEND: 'dividendRecords', HOURLY_SALARY: 'hourSalaryRecords', REALTIME_SALARY: 'realtimeSalaryRecords' } as const;
type Tab = 'contracts' | 'history' | 'records' | 'payouts';
/** A dividend's records come in two calls (spec 04): paid to me, and what I paid out (ODSFE2_PayoutDividend). */
const tabsOf = (kind: Kind): Tab[] =>
  kind === 'DIVIDEND' ? ['contracts', 'history', 'records', 'payouts'] : ['contracts', 'history', 'records'];

/** agentDividendRecordCopy2, agentHourSalary, agentRealtimeSalary: contracts, their history and the periods paid. */
export function ContractKindPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation('agent-centre');
  const [tab, setTab] = useState<Tab>('contracts');
  return (
    <div className={partStyles.stack}>
      <p className="muted">{t(`kinds.${kind}.about`)}</p>
      <div className={styles.tabs} role="group" aria-label={t('salary.views')}>
        {tabsOf(kind).map((name) => (
          <button key={name} type="button" className={partStyles.preset} aria-pressed={tab === name} onClick={() => setTab(name)}>
            {t(`salary.tab.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'contracts' && <KindContracts kind={kind} />}
      {tab === 'history' && <HistoryTab kind={kind} />}
      {tab === 'records' && <RecordsTab source={recordsOf[kind]} />}
      {tab === 'payouts' && <RecordsTab source="dividendPayouts" />}
    </div>
  );
}

export const DividendPage = () => <ContractKindPage kind="DIVIDEND" />;
export const HourSalaryPage = () => <ContractKindPage kind="HOURLY_SALARY" />;
export const RealtimeSalaryPage = () => <ContractKindPage kind="REALTIME_SALARY" />;

type Shown = {
  id: number;
  counterpart: string;
  side: 'MINE' | 'GIVEN';
  /** A, or V when the upline asked to end it (isTerminationAsked). */
  status: string;
  since: number;
  dividend?: { period: PayPeriod; tiers: DividendTier[] };
  hourly?: HourSalaryRate[];
  realtime?: RealtimeTerms;
};

function KindContracts({ kind }: { kind: Kind }) {
  const { t } = useTranslation('agent-centre');
  const dispatch = useAppDispatch();
  const { report, ask } = useReport('consolidated', undefined);
  const direct = useReport('directDownlines', undefined);
  const [change, setChange] = useState<Shown | null>(null);
  const [ending, setEnding] = useState<Shown | null>(null);
  const value = report.value;
  const format = useFormat();
  const contracts: Shown[] = useMemo(() => {
    if (!value) return [];
    if (kind === 'DIVIDEND')
      return (value.divtypeinfo[ALL_PRODUCT_TYPE]?.agent ?? []).map((c) => ({ ...c, dividend: { period: c.period, tiers: c.tiers } }));
    if (kind === 'HOURLY_SALARY')
      return (value.contracthoursalinfo[ALL_PRODUCT_TYPE]?.agent ?? []).map((c) => ({ ...c, hourly: c.hourSalaryRates }));
    return (value.realtimesalinfotype[ALL_PRODUCT_TYPE]?.agent ?? []).map((c) => ({
      ...c,
      realtime: { profitRate: c.profitRate, lossRate: c.lossRate, singleBetAmount: c.singleBetAmount },
    }));
  }, [value, kind]);
  const period = value?.divtypecompperiodinfo[ALL_PRODUCT_TYPE]?.agent ?? [];
  const mine = contracts.find((c) => c.side === 'MINE');
  const given = contracts.filter((c) => c.side === 'GIVEN');
  const agents = useMemo(() => (direct.report.value?.list ?? []).filter((d) => d.type !== 0).map((d) => d.username), [direct.report.value]);
  const terms = (c: Shown, caption: string) => (
    <KindTerms dividend={c.dividend} hourly={c.hourly} realtime={c.realtime} caption={caption} />
  );
  const counting = (c: Shown) => period.find((p) => p.id === c.id);
  const pendingChange = (id: number) => {
    const sent = pendingChangeOf(value, kind, id);
    return sent && <SentOfferView offer={sent} at={format.dateTime(sent.sentAt)} />;
  };
  return (
    <RemoteView remote={report} retry={() => ask(undefined)} ns="agent-centre">
      <WaitingForMe value={value} kind={kind} />
      <section className={styles.section} aria-labelledby="kind-mine">
        <h4 id="kind-mine">{t(`kinds.${kind}.mine`)}</h4>
        {mine ? (
          <div className={styles.contract} data-testid="my-contract">
            <p>
              {t('salary.from', { upline: mine.counterpart, since: format.dateTime(mine.since) })}{' '}
              {isTerminationAsked(mine) && <span className={styles.badge}>{t('salary.terminationAsked')}</span>}
            </p>
            {counting(mine) && (
              <p className="muted">
                {t('dividend.counting', {
                  start: format.utcDay(counting(mine)!.periodStart),
                  end: format.utcDay(counting(mine)!.periodEnd),
                })}
              </p>
            )}
            {terms(mine, t(`kinds.${kind}.mine`))}
          </div>
        ) : (
          <p className="muted">{t('kinds.noneMine')}</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="kind-given">
        <h4 id="kind-given">{t(`kinds.${kind}.given`)}</h4>
        {given.length === 0 && <p className="muted">{t('kinds.noneGiven')}</p>}
        {given.map((c) => (
          <div key={c.id} className={styles.contract} data-testid="given-contract">
            <p>
              {t('salary.to', { downline: c.counterpart, since: format.dateTime(c.since) })}{' '}
              {isTerminationAsked(c) && <span className={styles.badge}>{t('salary.terminationAsked')}</span>}
            </p>
            {terms(c, c.counterpart)}
            {pendingChange(c.id)}
            <div className="field-row">
              <button type="button" className="button button--outline" onClick={() => setChange(c)}>
                {t('salary.change')}
              </button>
              {!isTerminationAsked(c) && (
                <button type="button" className="button button--outline" onClick={() => setEnding(c)}>
                  {t('salary.terminate')}
                </button>
              )}
            </div>
          </div>
        ))}
      </section>
      <SentOffers value={value} kind={kind} />
      <section className={styles.section} aria-labelledby="kind-offer">
        <h4 id="kind-offer">{change ? t('kinds.changeTitle', { downline: change.counterpart }) : t(`kinds.${kind}.offerTitle`)}</h4>
        {agents.length === 0 && direct.report?.status === 'ready' ? (
          <p className="muted">{t('salary.noAgents')}</p>
        ) : kind === 'DIVIDEND' ? (
          <DividendForm
            key={change?.id ?? 0}
            downlines={agents}
            ceilingPercent={mine?.dividend ? Math.max(0, ...mine.dividend.tiers.map((x) => x.contractRate)) * 100 : 50}
            preset={change?.dividend ? { contractId: change.id, downline: change.counterpart, ...change.dividend } : null}
          />
        ) : kind === 'HOURLY_SALARY' ? (
          <OfferForm
            key={change?.id ?? 0}
            kind="HOURLY_SALARY"
            downlines={agents}
            ceiling={ceilingOf(mine?.hourly?.map(({ minimumBet, ...r }) => ({ betVolume: minimumBet, ...r })))}
            preset={
              change?.hourly
                ? { downline: change.counterpart, details: change.hourly.map(({ minimumBet, ...r }) => ({ betVolume: minimumBet, ...r })) }
                : null
            }
          />
        ) : (
          <RealtimeForm
            key={change?.id ?? 0}
            downlines={agents}
            ceiling={mine?.realtime ? { profit: mine.realtime.profitRate, loss: mine.realtime.lossRate } : { profit: 1, loss: 1 }}
            preset={change?.realtime ? { downline: change.counterpart, ...change.realtime } : null}
          />
        )}
        {change && (
          <button type="button" className="button button--ghost" onClick={() => setChange(null)}>
            {t('salary.newOffer')}
          </button>
        )}
      </section>
      {ending && (
        <ActionConfirmDialog
          action="terminate"
          title={t('salary.terminateTitle')}
          confirmLabel={t('salary.terminate')}
          onCancel={() => setEnding(null)}
          onConfirm={() => dispatch(agentCentreIntents.terminateRequested(ending.id))}
        >
          <p>{t('salary.terminateText', { downline: ending.counterpart })}</p>
        </ActionConfirmDialog>
      )}
    </RemoteView>
  );
}
