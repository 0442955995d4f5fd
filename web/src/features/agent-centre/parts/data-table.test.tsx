import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../../test/test-i18n';
import en from '../texts/en';
import { DataTable } from './data-table';

type Row = { name: string; day: string; note: string; amount: number };
const rows: Row[] = [{ name: 'a01m2s1p1', day: '2026-09-18', note: 'paid on the next day', amount: 1306.14 }];
const columns = [
  { key: 'name', label: 'Member', cell: (r: Row) => r.name },
  { key: 'day', label: 'Registered', cell: (r: Row) => r.day },
  { key: 'note', label: 'Note', cell: (r: Row) => r.note },
  { key: 'amount', label: 'Withdrawals', numeric: true, cell: (r: Row) => r.amount.toFixed(2) },
];

async function draw() {
  render(
    <I18nextProvider i18n={await testI18n()}>
      <DataTable caption="User profit and loss" columns={columns} rows={rows} rowKey={(r) => r.name} empty="None" />
    </I18nextProvider>,
  );
}

/** jsdom lays nothing out: the box's widths as a browser would measure them. */
function widths(scroll: number, client: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
}

afterEach(() => vi.restoreAllMocks());

describe('the agent centre table', () => {
  it('keeps a number or a one-word cell (a date, a name) on one line, and lets sentences wrap', async () => {
    widths(700, 700);
    await draw();
    const [name, day, note, amount] = screen.getAllByRole('cell');
    expect(name!.className).toMatch(/word/);
    expect(day!.className).toMatch(/word/);
    expect(note!.className).not.toMatch(/word/);
    expect(amount!.className).toMatch(/number/);
  });

  it('is a plain table, not a focus stop, when its columns fit', async () => {
    widths(700, 700);
    await draw();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(en.agentfail.scrollHint)).toBeNull();
  });

  it('says so, and takes the keyboard focus as a named region, when its columns still do not fit', async () => {
    widths(802, 778);
    await draw();
    const region = screen.getByRole('region', { name: `User profit and loss: ${en.agentfail.scrollHint}` });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
    expect(screen.getByText(en.agentfail.scrollHint)).toBeVisible();
  });
});
