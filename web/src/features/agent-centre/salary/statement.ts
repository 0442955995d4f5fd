import type { TFunction } from 'i18next';
import type { ContractKind, ContractRecord } from '@portal/contracts';
import { isPercentRate } from '@portal/contracts';
import type { Formats } from '../../../shared/i18n/use-format';

/** The records pages: my own contract's and what I paid, per kind (a dividend's in two calls, spec 04). */
export type RecordSource = 'dailySalaryRecords' | 'dividendRecords' | 'dividendPayouts' | 'hourSalaryRecords' | 'realtimeSalaryRecords';
export const kindOfSource: Record<RecordSource, ContractKind> = {
  dailySalaryRecords: 'DAILY_SALARY',
  dividendRecords: 'DIVIDEND',
  dividendPayouts: 'DIVIDEND',
  hourSalaryRecords: 'HOURLY_SALARY',
  realtimeSalaryRecords: 'REALTIME_SALARY',
};

type T = TFunction<'agent-centre'>;
type ColKey =
  | 'period'
  | 'parties'
  | 'paidBy'
  | 'paidTo'
  | 'validBets'
  | 'members'
  | 'lostStakes'
  | 'wonStakes'
  | 'netLoss'
  | 'tier'
  | 'rate'
  | 'dividendRate'
  | 'realtimeRate'
  | 'amount'
  | 'status'
  | 'paidAt';
/** A column of a statement: its label, what the table shows and what the CSV file holds (plain text, amounts as decimals). */
export type StatementColumn = {
  key: string;
  label: string;
  numeric?: boolean;
  show: (r: ContractRecord) => string;
  csv?: (r: ContractRecord) => string;
};

const decimal = (n: number) => n.toFixed(2);

/**
 * The columns of one kind's statement, with what the rule used: daily and hourly salary the team's valid bets and
 * active members, the tier met and its rate; real-time salary the lost and won stakes and its two rates (no tiers);
 * a dividend the net loss and active members, the tier (or that the team won) and its rate. `parties`: who the rows
 * are between, the upline (records paid to me), the downline (what I paid), or both.
 */
export function statementColumns(source: RecordSource, t: T, format: Formats): StatementColumn[] {
  const kind = kindOfSource[source];
  const k = (key: ColKey) => `statements.col.${key}` as const;
  const money = (key: ColKey, value: (r: ContractRecord) => number): StatementColumn => ({
    key,
    label: t(k(key)),
    numeric: true,
    show: (r) => format.amount(value(r)),
    csv: (r) => decimal(value(r)),
  });
  const members: StatementColumn = { key: 'members', label: t(k('members')), numeric: true, show: (r) => String(r.activeMembers) };
  const tier: StatementColumn = {
    key: 'tier',
    label: t(k('tier')),
    show: (r) =>
      kind === 'DIVIDEND' && r.netLoss <= 0
        ? t('statements.teamWon')
        : r.tier === null
          ? t('statements.noTier')
          : t('statements.tierNo', { n: r.tier + 1 }),
  };
  const rate: StatementColumn = {
    key: 'rate',
    label: t(k(kind === 'DIVIDEND' ? 'dividendRate' : kind === 'REALTIME_SALARY' ? 'realtimeRate' : 'rate')),
    show: (r) =>
      kind === 'REALTIME_SALARY'
        ? t('statements.realtimeRates', { loss: format.percent(r.lossRate ?? 0), won: format.percent(r.profitRate ?? 0) })
        : r.rate === null || r.rateType === null
          ? '—'
          : isPercentRate(r.rateType)
            ? format.percent(r.rate)
            : t('statements.fixed', { amount: format.amount(r.rate) }),
  };
  const parties: StatementColumn =
    source === 'dividendRecords'
      ? { key: 'parties', label: t(k('paidBy')), show: (r) => r.upline }
      : source === 'dividendPayouts'
        ? { key: 'parties', label: t(k('paidTo')), show: (r) => r.downline }
        : { key: 'parties', label: t(k('parties')), show: (r) => `${r.upline} → ${r.downline}` };
  const figures: StatementColumn[] =
    kind === 'REALTIME_SALARY'
      ? [money('lostStakes', (r) => r.lostStakes), money('wonStakes', (r) => r.wonStakes), rate]
      : kind === 'DIVIDEND'
        ? [money('netLoss', (r) => r.netLoss), members, tier, rate]
        : [money('validBets', (r) => r.betVolume), members, tier, rate];
  return [
    { key: 'period', label: t(k('period')), show: (r) => format.period(r.periodStart, r.periodEnd) },
    parties,
    ...figures,
    money('amount', (r) => r.amount),
    { key: 'status', label: t(k('status')), show: (r) => t(`statements.status.${r.status}`) },
    { key: 'paidAt', label: t(k('paidAt')), show: (r) => (r.paidAt === null ? '—' : format.dateTime(r.paidAt)) },
  ];
}

/** Excel reads a CSV file as UTF-8 (Chinese, Thai) only when it starts with this byte order mark. */
export const UTF8_BOM = '\uFEFF';
const cell = (text: string) => (/[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** The rows shown as a CSV file's text: a BOM, the column labels, one line a row (CRLF, RFC 4180 quoting). */
export function statementCsv(columns: readonly StatementColumn[], rows: readonly ContractRecord[]): string {
  const lines = [columns.map((c) => c.label), ...rows.map((r) => columns.map((c) => (c.csv ?? c.show)(r)))];
  return UTF8_BOM + lines.map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** The CSV file's name: the kind (and side) and the days shown, e.g. `hourly-salary-records_2026-11-01_2026-11-26.csv`. */
export function statementFileName(source: RecordSource, period: { startDate?: string; endDate?: string }): string {
  const name: Record<RecordSource, string> = {
    dailySalaryRecords: 'daily-salary-records',
    hourSalaryRecords: 'hourly-salary-records',
    realtimeSalaryRecords: 'real-time-salary-records',
    dividendRecords: 'dividend-records',
    dividendPayouts: 'dividend-payouts',
  };
  const days = period.startDate && period.endDate ? `${period.startDate}_${period.endDate}` : 'all-days';
  return `${name[source]}_${days}.csv`;
}
