import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fake-http';
import { renderAgentPage } from '../../../test/render-agent-page';
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
    await renderAgentPage(<TransactionsPage />, { 'GET /wps/agent/team/transactions': ok(page) });
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
