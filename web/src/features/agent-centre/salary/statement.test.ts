import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../../shared/i18n/use-format';
import { testI18n } from '../../../test/test-i18n';
import { statementColumns, statementCsv, statementFileName, UTF8_BOM } from './statement';
import { audited, record } from './statement-fixtures';

/** The agent centre's texts and the formatters in one language, as the records tab has them. */
async function textsIn(language: 'EN' | 'CN') {
  const i18n = await testI18n(language);
  return { t: i18n.getFixedT(null, 'agent-centre'), format: formatsFor(i18n.language) };
}

describe('a statement as CSV', () => {
  it('holds the rows shown under the columns’ labels, amounts as plain decimals, after a UTF-8 BOM', async () => {
    const { t, format } = await textsIn('EN');
    const csv = statementCsv(statementColumns('realtimeSalaryRecords', t, format), [audited.realtime]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const [header, row, end] = csv.slice(1).split('\r\n');
    expect(header).toBe('Period (UTC),Upline → downline,Lost stakes,Won stakes,Rates on stakes,Amount,Status,Paid on');
    expect(row).toBe(
      `"Nov 26, 2026, 07:40\u2009–\u200907:45",agent01 → a01m1,530.00,70.00,lost 0.5% · won 0.2%,2.79,Paid,"${format.dateTime(audited.realtime.paidAt!)}"`,
    );
    expect(end).toBe('');
  });

  it('writes amounts without thousands separators or symbols, and quotes what holds a comma or a quote', async () => {
    const { t, format } = await textsIn('EN');
    const rows = [record({ betVolume: 1234567.5, amount: 12345.6, upline: 'a"b', paidAt: null, status: 'UNPAID' })];
    const [, row] = statementCsv(statementColumns('dailySalaryRecords', t, format), rows)
      .slice(1)
      .split('\r\n');
    expect(row).toBe('"Nov 26, 2026","a""b → a01m1",1234567.50,3,Tier 1,6.00 fixed,12345.60,Unpaid: upline balance too low,—');
  });

  it('is in the agent’s language: Chinese headers and words', async () => {
    const { t, format } = await textsIn('CN');
    const csv = statementCsv(statementColumns('dividendPayouts', t, format), [audited.dividend, audited.dividendTeamWon]);
    const [header, paid, won] = csv.slice(1).split('\r\n');
    expect(header).toBe('周期（UTC）,收款方,团队净输,活跃会员,达到的档位,净输的比例,金额,状态,支付时间');
    expect(paid).toContain(',460.00,3,第 1 档,20%,92.00,已支付,');
    expect(won).toContain(',-35.50,3,团队赢钱：无净输,—,0.00,无应付,—');
  });

  it('is named after its kind and the days shown', () => {
    expect(statementFileName('hourSalaryRecords', { startDate: '2026-11-01', endDate: '2026-11-26' })).toBe(
      'hourly-salary-records_2026-11-01_2026-11-26.csv',
    );
    expect(statementFileName('dividendPayouts', {})).toBe('dividend-payouts_all-days.csv');
  });
});
