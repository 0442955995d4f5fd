import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { ok } from '../../../test/fake-http';
import { member } from '../../../test/member-fixtures';
import { renderApp } from '../../../test/render-app';

const tier = (rateType: string, rate: number) => ({ betVolume: 1000, activeMember: 1, rateType, rate });
const row = (over: object) => ({
  id: 1,
  status: 'A',
  counterpart: 'x',
  side: 'GIVEN',
  since: Date.UTC(2026, 0, 5),
  details: [tier('P', 1)],
  ...over,
});
const empty = { divtypereq: {}, dailysalreqtype: {}, contracthoursalreq: {}, realtimesalreqtype: {}, divtypeinfo: {} };

/** An agent's daily salary page over a consolidated answer with these rows in force. */
async function openDailySalary(rows: object[], downlines: object[] = []) {
  sessionStorage.setItem('token', 'tok-0123456789abcdef');
  const { store } = await renderApp({
    flags: { AGENTPOLICY3: true, DAILYSALCONT3: true },
    routes: {
      'GET /wps/member/info': ok(member(1)),
      'GET /wps/member/info/icon': ok({ icon: '/a.svg' }),
      'GET /wps/v2/wallets/balance': ok({ sumBalance: 12.5, balance: [], currency: 'PHP', currencySymbol: '₱' }),
      'GET /wps/member/info/funds/consolidated': ok({
        ...empty,
        divtypecompperiodinfo: {},
        dailysalinfotype: { CONS: { agent: rows } },
        contracthoursalinfo: {},
        realtimesalinfotype: {},
      }),
      'GET /wps/agent/downlines': ok({ list: downlines, total: downlines.length, totalPages: 1 }),
    },
  });
  await screen.findByRole('button', { name: 'Player 1, Account menu' });
  act(() => {
    store.dispatch(overlayActions.agentCentreOpened('agentDailyWages2'));
  });
  return screen.findByTestId('my-contract', {}, { timeout: 20_000 });
}

beforeEach(() => sessionStorage.clear());

describe('daily salary contracts in force, by their status (spec 04)', () => {
  it('marks a contract whose row says V as awaiting termination, and offers to end only the others', async () => {
    const mine = await openDailySalary([
      row({ id: 1, status: 'V', side: 'MINE', counterpart: 'agent01' }),
      row({ id: 2, status: 'A', counterpart: 'a01m1' }),
      row({ id: 3, status: 'V', counterpart: 'a01m2' }),
    ]);
    expect(mine).toHaveTextContent('Termination asked');
    const [running, ending] = screen.getAllByTestId('given-contract');
    expect(running).not.toHaveTextContent('Termination asked');
    expect(within(running!).getByRole('button', { name: 'Terminate' })).toBeInTheDocument();
    expect(ending).toHaveTextContent('Termination asked');
    expect(within(ending!).queryByRole('button', { name: 'Terminate' })).toBeNull();
  });

  it('reads an unknown status as in force, and a rate type other than P as a fixed amount', async () => {
    const mine = await openDailySalary([
      row({ status: 'Z', side: 'MINE', counterpart: 'agent01', details: [tier('A', 25), tier('P', 0.5)] }),
    ]);
    expect(mine).not.toHaveTextContent('Termination asked');
    const rates = within(mine)
      .getAllByRole('row')
      .map((r) => r.lastElementChild?.textContent);
    expect(rates.slice(1)).toEqual(['₱25.00 fixed a day', '0.5%']);
  });
});

describe('the offer form under my own contract', () => {
  it("writes my ceiling in the agent's numbers: no padded decimals, thousands separated", async () => {
    const a01m1 = { username: 'a01m1', type: 1, level: 1, upline: 'me', regDate: 0, balance: 0, hasDailySalary: false };
    await openDailySalary([row({ side: 'MINE', counterpart: 'agent01', details: [tier('F', 5000), tier('P', 1.5)] })], [a01m1]);
    expect(await screen.findByText('Your ceiling: 1.5 % of the volume, or 5,000.00 fixed.')).toBeInTheDocument();
  });
});
