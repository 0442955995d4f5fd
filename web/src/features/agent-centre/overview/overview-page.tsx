import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodFilter } from '../parts/period-filter';
import { defaultPeriod } from '../parts/period';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useReport } from '../parts/use-report';
import styles from '../parts/parts.module.css';
import { TeamChart, type ChartSeries } from './team-chart';
import chartStyles from './overview.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

const money = [
  'totalBet',
  'totalValidBet',
  'totalWin',
  'totalPNL',
  'totalDeposit',
  'totalWithdrawal',
  'totalRebate',
  'totalPromotion',
] as const;
const counts = ['totalRegisterCount', 'totalLoginCount', 'totalDepositCount', 'totalBetCount'] as const;
/** My contract pay, salary and dividend apart, as My income counts it (the same figures for the same period). */
const income = ['salaryIn', 'salaryOut', 'dividendIn', 'dividendOut'] as const;

/**
 * agentTeamOverview: the team's figures over the period (spec 04) and its days drawn as charts. The team is
 * the agent and everyone below it, as its contracts count it (mock-server/src/agent/team-overview.ts).
 */
export function OverviewPage() {
  const { t } = useTranslation('agent-centre');
  const { report, query, ask } = useReport('teamOverview', defaultPeriod());
  const value = report.value;
  const format = useFormat();
  const charts = useMemo(() => {
    if (!value) return null;
    const days = value.days.map((d) => d.day);
    const money: ChartSeries[] = [
      { label: t('overview.bet'), values: value.days.map((d) => d.bet), color: '#8b6cff' },
      { label: t('overview.deposit'), values: value.days.map((d) => d.deposit), color: '#2bb673' },
      { label: t('overview.withdrawal'), values: value.days.map((d) => d.withdrawal), color: '#f0a030' },
    ];
    const result: ChartSeries[] = [
      { label: t('overview.teamResult'), values: value.days.map((d) => d.profitLoss), color: '#e0506a', bars: true },
      { label: t('overview.activeMembers'), values: value.days.map((d) => d.activeMembers), color: '#3fa7ff' },
    ];
    return { days, money, result };
  }, [value, t]);
  return (
    <div className={styles.stack}>
      <PeriodFilter value={query} onSearch={(f) => ask({ startDate: f.startDate, endDate: f.endDate })} />
      <RemoteView remote={report} retry={() => ask(query)} ns="agent-centre">
        {value && charts && (
          <>
            <p className="muted">{t('income.teamScope')}</p>
            <div className={styles.cards} data-testid="overview-figures">
              <div className={styles.card} data-testid="figure-teamSize">
                <span className={styles.cardLabel}>{t('income.teamSize', { below: format.number(value.teamSize - 1) })}</span>
                <span className={styles.cardValue}>{format.number(value.teamSize)}</span>
              </div>
              {counts.map((k) => (
                <div key={k} className={styles.card}>
                  <span className={styles.cardLabel}>{t(`overview.${k}`)}</span>
                  <span className={styles.cardValue}>{format.number(value[k])}</span>
                </div>
              ))}
              {money.map((k) => (
                <div key={k} className={styles.card} data-testid={`figure-${k}`}>
                  <span className={styles.cardLabel}>{t(`overview.${k}`)}</span>
                  <span className={`${styles.cardValue} ${k === 'totalPNL' ? (value[k] < 0 ? styles.out : styles.in) : ''}`}>
                    {format.amount(value[k])}
                  </span>
                </div>
              ))}
              {income.map((k) => (
                <div key={k} className={styles.card} data-testid={`figure-${k}`}>
                  <span className={styles.cardLabel}>{t(`income.${k}`)}</span>
                  <span className={styles.cardValue}>{format.amount(value.income[k])}</span>
                </div>
              ))}
            </div>
            <div className={chartStyles.charts}>
              <TeamChart title={t('overview.moneyChart')} days={charts.days} series={charts.money} />
              <TeamChart title={t('overview.resultChart')} days={charts.days} series={charts.result} />
            </div>
          </>
        )}
      </RemoteView>
    </div>
  );
}
