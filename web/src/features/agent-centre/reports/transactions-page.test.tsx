import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { fakeHttp, ok } from '../../../test/fake-http';
import { testI18n } from '../../../test/test-i18n';
import { agentCentreFeature } from '../feature';
import { TransactionsPage } from './transactions-page';

const row = { username: 'a01m1', level: 1, txTime: Date.UTC(2026, 10, 20, 12) };
const page = {
  list: [
    { ...row, txId: 2, txCode: 'TRANSFER_IN', wallet: 'PG', amount: 50, balanceAfter: 70 },
    { ...row, txId: 1, txCode: 'SALARY_IN', wallet: 'MAIN', amount: 8.79, balanceAfter: 308.79 },
  ],
  total: 2,
  totalPages: 1,
};

describe('the transaction details', () => {
  it("name each row's wallet and that wallet's balance after it", async () => {
    const { http } = fakeHttp({ 'GET /wps/agent/team/transactions': ok(page) }, { token: 't' });
    const i18n = await testI18n();
    const store = makeStore({ http, i18n });
    store.injector.inject(agentCentreFeature);
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <TransactionsPage />
        </I18nextProvider>
      </Provider>,
    );
    const rows = await screen.findAllByTestId('team-transaction');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Wallet', 'Wallet balance after']));
    const cell = (r: HTMLElement, label: string) =>
      within(r)
        .getAllByRole('cell')
        .find((c) => c.dataset.label === label)?.textContent;
    expect([cell(rows[0]!, 'Wallet'), cell(rows[0]!, 'Wallet balance after')]).toEqual(['PG', '70.00']);
    expect([cell(rows[1]!, 'Wallet'), cell(rows[1]!, 'Wallet balance after')]).toEqual(['Main wallet', '308.79']);
  });
});
