import type { ContractRecord, SiteLanguage } from '@portal/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { fakeHttp, ok, openBody } from '../../../test/fake-http';
import { testI18n } from '../../../test/test-i18n';
import { agentCentreFeature } from '../feature';
import { RecordsTab } from './records-tab';
import type { RecordSource } from './statement';
import { defaultPeriod } from '../parts/period';
import { audited } from './statement-fixtures';

const relayOf: Record<RecordSource, string> = {
  dailySalaryRecords: 'ODSFE2_QueryDailySalary',
  hourSalaryRecords: 'ODSFE2_QueryHourSalary',
  realtimeSalaryRecords: 'ODSFE2_QueryRealTimeSalary',
  dividendRecords: 'ODSFE2_QueryDividend',
  dividendPayouts: 'ODSFE2_PayoutDividend',
};
/** A direct downline as the downlines call answers it: type 0 a player, else an agent. */
const downline = (username: string, type: number) => ({
  username,
  type,
  level: 1,
  upline: 'agent01',
  regDate: '2026-11-01',
  balance: 0,
  hasDailySalary: false,
});
type Body = { pageNo: number; showNothingDue: boolean; status?: string; downline?: string; startDate?: string; endDate?: string };

/**
 * One kind's records tab over a fake record call: `answer` gives the page for each request's body (what
 * the fake server would filter); answers the request bodies sent and the table.
 */
async function openRecords(
  source: RecordSource,
  answer: (body: Body) => { list: ContractRecord[]; nothingDue?: number },
  language: SiteLanguage = 'EN',
) {
  const i18n = await testI18n(language);
  const bodies: Body[] = [];
  const { http, settle } = fakeHttp(
    {
      [`POST /wps/relay/${relayOf[source]}`]: (config: InternalAxiosRequestConfig) => {
        const body = openBody<Body>(config);
        bodies.push(body);
        const page = answer(body);
        return { body: { success: true, value: { total: page.list.length, totalPages: 1, nothingDue: 0, ...page } } };
      },
      'GET /wps/agent/downlines': ok({
        list: [downline('a01m1', 1), downline('a01m2', 1), downline('a01p9', 0)],
        total: 3,
        totalPages: 1,
      }),
    },
    { token: 'tok-0123456789abcdef' },
  );
  const store = makeStore({ http, i18n });
  store.injector.inject(agentCentreFeature);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RecordsTab source={source} />
      </I18nextProvider>
    </Provider>,
  );
  await act(settle);
  const table = () => screen.queryByRole('table');
  const headers = () =>
    within(table()!)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
  const rows = () =>
    screen.queryAllByTestId('salary-record').map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
  return { bodies, headers, rows, table, settle: () => act(settle) };
}

describe('each kind’s records: the period in words and the figures its rule used, under their own labels', () => {
  it('real-time salary: the 5-minute window, lost and won stakes and both rates, no tier', async () => {
    const { headers, rows } = await openRecords('realtimeSalaryRecords', () => ({ list: [audited.realtime] }));
    expect(headers()).toEqual([
      'Period (UTC)',
      'Upline → downline',
      'Lost stakes',
      'Won stakes',
      'Rates on stakes',
      'Amount',
      'Status',
      'Paid on',
    ]);
    const [row] = rows();
    expect(row!.slice(0, 7)).toEqual([
      'Nov 26, 2026, 07:40\u2009–\u200907:45',
      'agent01 → a01m1',
      '530.00',
      '70.00',
      'lost 0.5% · won 0.2%',
      '2.79',
      'Paid',
    ]);
    expect(row!.join(' ')).not.toMatch(/tier/i);
  });

  it('hourly salary: the hour, the team’s valid bets and active members, the tier and its fixed rate', async () => {
    const { headers, rows } = await openRecords('hourSalaryRecords', () => ({ list: [audited.hourly] }));
    expect(headers()).toEqual([
      'Period (UTC)',
      'Upline → downline',
      'Team valid bets',
      'Active members',
      'Tier met',
      'Rate',
      'Amount',
      'Status',
      'Paid on',
    ]);
    expect(rows()[0]!.slice(0, 8)).toEqual([
      'Nov 26, 2026, 07:00\u2009–\u200908:00',
      'agent01 → a01m1',
      '600.00',
      '3',
      'Tier 1',
      '6.00 fixed',
      '6.00',
      'Paid',
    ]);
    expect(headers().join()).not.toContain('Daily team bets from');
  });

  it('daily salary: the day in words, in the agent’s language', async () => {
    const { rows } = await openRecords('dailySalaryRecords', () => ({ list: [audited.daily] }), 'CN');
    expect(rows()[0]!.slice(0, 2)).toEqual(['2026年11月26日', 'agent01 → a01m1']);
  });

  it('dividends paid out: the week, the net loss and its rate; a team that won says so, not "No tier met"', async () => {
    const { headers, rows } = await openRecords('dividendPayouts', () => ({ list: [audited.dividend, audited.dividendTeamWon] }));
    expect(headers()).toEqual([
      'Period (UTC)',
      'Paid to',
      'Team net loss',
      'Active members',
      'Tier met',
      'Rate of the net loss',
      'Amount',
      'Status',
      'Paid on',
    ]);
    const [paid, won] = rows();
    expect(paid!.slice(0, 8)).toEqual(['Nov 23\u2009–\u200929, 2026', 'a01m1', '460.00', '3', 'Tier 1', '20%', '92.00', 'Paid']);
    expect(won!.slice(2)).toEqual(['-35.50', '3', 'Team won: no net loss', '—', '0.00', 'Nothing due', '—']);
  });

  it('my own dividend names who paid it, and offers no downline filter', async () => {
    const { headers } = await openRecords('dividendRecords', () => ({ list: [audited.dividend] }));
    expect(headers()[1]).toBe('Paid by');
    expect(screen.queryByLabelText('Downline')).toBeNull();
  });
});

describe('the records’ filters', () => {
  it('fold the periods that paid nothing by default and show them on the toggle', async () => {
    const zero = { ...audited.realtime, recordId: 9, lostStakes: 0, wonStakes: 0, amount: 0, status: 'NOTHING_DUE' as const, paidAt: null };
    const { bodies, rows, settle } = await openRecords('realtimeSalaryRecords', (b) => ({
      list: b.showNothingDue ? [audited.realtime, zero] : [audited.realtime],
      nothingDue: 287,
    }));
    expect(bodies[0]).toMatchObject({ pageNo: 1, showNothingDue: false });
    expect(rows()).toHaveLength(1);
    const toggle = screen.getByRole('button', { name: 'Show periods that paid nothing (287)' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    await settle();
    expect(bodies.at(-1)).toMatchObject({ pageNo: 1, showNothingDue: true });
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Show periods that paid nothing (287)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('ask the server by downline, status and days, from the first page', async () => {
    const { bodies, settle } = await openRecords('hourSalaryRecords', () => ({ list: [audited.hourly] }));
    // The first read asks the agent centre's one default period, as every dated page does.
    expect(bodies[0]).toMatchObject(defaultPeriod());
    const downline = screen.getByLabelText('Downline');
    expect(
      within(downline)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All downlines', 'a01m1', 'a01m2']);
    fireEvent.change(downline, { target: { value: 'a01m2' } });
    await settle();
    expect(bodies.at(-1)).toMatchObject({ downline: 'a01m2', pageNo: 1 });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'UNPAID' } });
    await settle();
    expect(bodies.at(-1)).toMatchObject({ downline: 'a01m2', status: 'UNPAID' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await settle();
    expect(bodies.at(-1)).toMatchObject({ downline: 'a01m2', status: 'UNPAID', startDate: '2026-11-01', endDate: '2026-11-15', pageNo: 1 });
    // Back to all: the filter leaves the request.
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await settle();
    expect(bodies.at(-1)).not.toHaveProperty('status');
  });

  it('refuse days out of order without asking', async () => {
    const { bodies } = await openRecords('hourSalaryRecords', () => ({ list: [] }));
    const asked = bodies.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-15' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(bodies).toHaveLength(asked);
  });
});

describe('the records’ empty texts say which kind and when it settles', () => {
  it.each([
    ['hourSalaryRecords', 'No hourly salary settled in this period yet; hours are settled at the end of each hour.'],
    ['realtimeSalaryRecords', 'No real-time salary settled in this period yet; it is settled every 5 minutes.'],
    ['dailySalaryRecords', 'No daily salary settled in this period yet; each day is settled when it ends (00:00 UTC).'],
    ['dividendRecords', 'No dividend settled for you in this period yet; a dividend is settled at the end of its pay period.'],
    ['dividendPayouts', 'No dividend paid out in this period yet; a dividend is settled at the end of its pay period.'],
  ] as const)('%s', async (source, text) => {
    await openRecords(source, () => ({ list: [] }));
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/No salary day/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });

  it('say that periods paid nothing when all were folded, and that no row matches a filter', async () => {
    await openRecords('realtimeSalaryRecords', (b) => ({ list: [], nothingDue: b.status ? 0 : 12 }));
    expect(screen.getByText('No period in these days paid anything; 12 paid nothing.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'PAID' } });
    expect(await screen.findByText('No settled period matches these filters.')).toBeInTheDocument();
  });
});

describe('the export', () => {
  it('saves the rows shown as a CSV file named after the kind and the days', async () => {
    const saved: { name: string; type: string }[] = [];
    const create = URL.createObjectURL;
    const revoke = URL.revokeObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      saved.push({ name: '', type: blob.type });
      return 'blob:statement';
    };
    URL.revokeObjectURL = () => undefined;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved[saved.length - 1]!.name = this.download;
    };
    try {
      await openRecords('hourSalaryRecords', () => ({ list: [audited.hourly] }));
      fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
      fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-26' } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Export these rows (CSV)' }));
      expect(saved).toEqual([{ name: 'hourly-salary-records_2026-11-01_2026-11-26.csv', type: 'text/csv;charset=utf-8' }]);
    } finally {
      URL.createObjectURL = create;
      URL.revokeObjectURL = revoke;
      HTMLAnchorElement.prototype.click = click;
    }
  });
});
