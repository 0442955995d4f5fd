import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, type FakeAnswer } from '../../../test/fake-http';
import { renderAgentPage } from '../../../test/render-agent-page';
import { IncomePage } from './income-page';

const income = (net: number) => ({
  list: [{ day: '2026-11-20', salaryIn: net, salaryOut: 0, dividendIn: 0, dividendOut: 0, net }],
  footer: { salaryIn: net, salaryOut: 0, dividendIn: 0, dividendOut: 0, net },
});

/** My income page over a backend that gives these answers in turn (the last one again after that). */
async function renderIncome(...answers: FakeAnswer[]) {
  const last = answers.at(-1)!;
  const { settle } = await renderAgentPage(<IncomePage />, { 'GET /wps/agent/income': () => answers.shift() ?? last });
  return { settle };
}

describe('a report of the agent centre and its load', () => {
  it('says Loading, then words a failure from its code with Try again, which reads it again', async () => {
    await renderIncome('network-error', ok(income(5))());
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('This could not be loaded. Network link is abnormal, please try again');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('income-net')).toHaveTextContent('5.00');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the figures read before above a failed refresh', async () => {
    const { settle } = await renderIncome(ok(income(5))(), { body: { success: false, errorCode: 'MODULE_DISABLED', message: 'raw' } });
    expect(await screen.findByTestId('income-net')).toHaveTextContent('5.00');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await settle();
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not available on this site');
    expect(screen.getByTestId('income-net')).toHaveTextContent('5.00');
  });
});

describe('my income', () => {
  it('shows salary and dividend apart, received and paid, each day on the day it was earned', async () => {
    const footer = { salaryIn: 8.79, salaryOut: 6, dividendIn: 98, dividendOut: 46, net: 54.79 };
    await renderIncome(ok({ list: [{ day: '2026-11-20', ...footer }], footer })());
    expect(await screen.findByTestId('income-salaryIn')).toHaveTextContent('Salary received8.79');
    expect(screen.getByTestId('income-salaryOut')).toHaveTextContent('Salary paid6.00');
    expect(screen.getByTestId('income-dividendIn')).toHaveTextContent('Dividend received98.00');
    expect(screen.getByTestId('income-dividendOut')).toHaveTextContent('Dividend paid46.00');
    expect(screen.getByTestId('income-net')).toHaveTextContent('Net income54.79');
    expect(screen.getByText(/a salary or dividend paid at 00:00 counts for the day before/)).toBeInTheDocument();
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Day earned (UTC)', 'Salary received', 'Salary paid', 'Dividend received', 'Dividend paid', 'Net income']);
    const cells = within(screen.getByTestId('income-day'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['Nov 20, 2026', '8.79', '6.00', '98.00', '46.00', '54.79']);
  });

  it('says when nothing was received or paid', async () => {
    await renderIncome(ok({ list: [], footer: { salaryIn: 0, salaryOut: 0, dividendIn: 0, dividendOut: 0, net: 0 } })());
    expect(await screen.findByText('No salary or dividend was received or paid in this period.')).toBeInTheDocument();
  });
});
