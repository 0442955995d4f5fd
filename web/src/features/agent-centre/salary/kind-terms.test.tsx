import type { SiteLanguage } from '@portal/contracts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { fakeHttp } from '../../../test/fake-http';
import { testI18n } from '../../../test/test-i18n';
import { agentCentreFeature } from '../feature';
import partStyles from '../parts/parts.module.css';
import { KindTerms } from './kind-terms';

// The table's style sheet as written (the unit tests do not process CSS): what lays it out by its box.
const partsCss = readFileSync(resolve(import.meta.dirname, '../parts/parts.module.css'), 'utf8');

/** A contract's terms on their own, in one language, as the notice and the contract pages show them. */
async function renderTerms(props: ComponentProps<typeof KindTerms>, language: SiteLanguage = 'EN') {
  const i18n = await testI18n(language);
  const store = makeStore({ http: fakeHttp({}).http, i18n });
  store.injector.inject(agentCentreFeature);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <KindTerms {...props} />
      </I18nextProvider>
    </Provider>,
  );
  const table = screen.getByRole('table', { name: props.caption });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const rows = within(table)
    .getAllByTestId('terms-tier')
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
  return { table, headers, rows };
}

describe("each contract kind shows its own terms (spec 02's contract fields), rates as percentages", () => {
  it('daily salary: team bets per day and active members, a percentage or a fixed amount a day', async () => {
    const { headers, rows } = await renderTerms({
      daily: [
        { betVolume: 1000, activeMember: 3, rateType: 'P', rate: 1.5 },
        { betVolume: 5000, activeMember: 5, rateType: 'F', rate: 50 },
      ],
      caption: 'Daily salary from agent01',
    });
    expect(headers).toEqual(['Tier', 'Daily team bets from', 'Active members from', 'Rate']);
    expect(rows).toEqual([
      ['1', '1,000.00', '3', '1.5%'],
      ['2', '5,000.00', '5', '50.00 fixed a day'],
    ]);
  });

  it('hourly salary: team bets per hour, never the daily label, and a fixed amount an hour', async () => {
    const { headers, rows } = await renderTerms({
      hourly: [
        { minimumBet: 200, activeMember: 1, rateType: 'P', rate: 0.8 },
        { minimumBet: 900, activeMember: 2, rateType: 'F', rate: 6 },
      ],
      caption: 'Hourly salary from agent01',
    });
    expect(headers).toEqual(['Tier', 'Hourly team bets from', 'Active members from', 'Rate']);
    expect(headers).not.toContain('Daily team bets from');
    expect(rows).toEqual([
      ['1', '200.00', '1', '0.8%'],
      ['2', '900.00', '2', '6.00 fixed an hour'],
    ]);
  });

  it('real-time salary: the loss and profit rates in percent and the single bet amount, no tiers', async () => {
    const { headers, rows } = await renderTerms({
      realtime: { lossRate: 0.5, profitRate: 0.2, singleBetAmount: 10 },
      caption: 'Real-time salary from agent01',
    });
    expect(headers).toEqual(['Loss rate (of lost stakes)', 'Profit rate (of won stakes)', 'Single bet from']);
    expect(rows).toEqual([['0.5%', '0.2%', '10.00']]);
  });

  it("dividend: the pay period, the period's valid bets, net loss and active members, the rate a percentage of the fraction sent", async () => {
    const { headers, rows } = await renderTerms({
      dividend: {
        period: 'WEEKLY',
        tiers: [
          { minimumBet: 0, netLoss: 100, activeMember: 1, contractRate: 0.2 },
          { minimumBet: 10000, netLoss: 2500, activeMember: 4, contractRate: 0.255 },
        ],
      },
      caption: 'Dividend from agent01',
    });
    expect(screen.getByText('Paid at the end of each period: Weekly')).toBeInTheDocument();
    expect(headers).toEqual(['Tier', 'Period valid bets from', 'Period net loss from', 'Active members from', 'Rate (% of net loss)']);
    expect(rows).toEqual([
      ['1', '0.00', '100.00', '1', '20%'],
      ['2', '10,000.00', '2,500.00', '4', '25.5%'],
    ]);
  });

  it("writes rates and amounts as the player's language does", async () => {
    const { rows } = await renderTerms(
      { daily: [{ betVolume: 1000, activeMember: 3, rateType: 'P', rate: 1.5 }], caption: 'Lương ngày' },
      'VI',
    );
    expect(rows).toEqual([['1', '1.000,00', '3', '1,5%']]);
  });
});

describe('the terms fit the box they are in (the offer notice on a desktop is 405 px wide)', () => {
  it('sits in a box that is its own size container, so its layout follows the box, not the screen', async () => {
    const { table } = await renderTerms({
      dividend: { period: 'DAILY', tiers: [{ minimumBet: 0, netLoss: 0, activeMember: 0, contractRate: 0.2 }] },
      caption: 'Dividend from agent01',
    });
    expect(partStyles.tableWrap).toBeTruthy();
    expect(table.parentElement).toHaveClass(partStyles.tableWrap!);
    expect(partsCss).toMatch(/\.tableWrap\s*\{[^}]*container-type:\s*inline-size/);
  });

  it('turns each row into a labelled card when that box is narrow, whatever the screen', () => {
    const narrow = /@container \(max-width: 640px\) \{([\s\S]*)\}\s*$/.exec(partsCss)?.[1] ?? '';
    expect(narrow).toMatch(/\.table thead \{[^}]*clip-path: inset\(50%\)/);
    expect(narrow).toMatch(/\.table td::before \{[^}]*content: attr\(data-label\)/);
    // No rule keys the cards to the screen's width any more: a dialog on a desktop gets them too.
    expect(partsCss).not.toMatch(/@media \(max-width: 640px\)/);
  });
});
