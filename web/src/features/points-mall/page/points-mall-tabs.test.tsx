import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, type FakeRoutes } from '../../../test/fake-http';
import { renderApp } from '../../../test/render-app';

const config = { pointsRatio: 10, units: 'points', convertRate: 0.01, minConvert: 100, rules: '<p>Rules</p>' };
const at = Date.UTC(2026, 10, 20, 12);
const player = {
  'GET /wps/relay/MCS2_getPointConfig': ok(config),
  'GET /wps/relay/MCS2_getPointReward': ok([]),
  'GET /wps/relay/MCS2_getPointBalance': ok({ points: 1234, earned: 1400, spent: 166 }),
};
const bet = (txId: number, amount: number) => ({
  txId,
  txCode: 'BET',
  wallet: 'MAIN',
  amount,
  balanceAfter: 1000,
  txTime: at - txId * 3_600_000,
  reference: `BET-${txId}`,
});

/** The mall at a tab, logged in (the session's own action: identity's slice, which a feature does not import). */
async function mallAt(tab: string, routes: FakeRoutes = {}, flags?: Record<string, boolean>) {
  const app = await renderApp({ path: `/pointMall?tab=${tab}`, routes: { ...player, ...routes }, flags: flags ?? { PTSYS3: true } });
  app.store.dispatch({ type: 'session/tokenStored', payload: { token: 't', mustChangePassword: false } });
  return app;
}

describe('the points mall tabs of a player', { timeout: 20_000 }, () => {
  it('details: the valid bets of the last 30 days, each with the whole points it earned at the ratio, as the balance counts them', async () => {
    const { requests } = await mallAt('details', {
      'GET /wps/relay/ODSFE2_MemTransDet': ok({
        list: [bet(1, -250), bet(2, -15), bet(3, -186), bet(4, -5), bet(5, -12_345)],
        total: 5,
        totalPages: 1,
        pageNo: 1,
      }),
    });
    const rows = await screen.findAllByTestId('points-detail', {}, { timeout: 5000 });
    expect(rows.map((r) => [...r.querySelectorAll('td')].slice(1).map((td) => td.textContent))).toEqual([
      ['250.00', '+25'],
      ['15.00', '+1'],
      ['186.00', '+18'],
      ['5.00', '+0'],
      ['12,345.00', '+1,234'],
    ]);
    expect(within(rows[0]!).getByText('BET-1')).toBeInTheDocument();
    expect(screen.getByText('Every 10.00 of valid bets earns 1 point. These are your bets of the last 30 days.')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/wps/relay/ODSFE2_MemTransDet')?.params).toMatchObject({ txCode: 'BET', pageNo: 1 });
  });

  it('details: says so when there are no bets', async () => {
    await mallAt('details', { 'GET /wps/relay/ODSFE2_MemTransDet': ok({ list: [], total: 0, totalPages: 1, pageNo: 1 }) });
    expect(await screen.findByText('No bets in the last 30 days: bets earn points.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('history: a rejected redemption shows Rejected with the remark QA gave', async () => {
    await mallAt('history', {
      'GET /wps/relay/MCS2_getRedeemPointList': ok({
        list: [
          {
            refNo: 'PR0000002',
            applyTime: at,
            type: 'REDEEM',
            name: 'Lucky keychain',
            quantity: 2,
            points: 80,
            status: 'REJECTED',
            remark: 'Out of stock at the supplier',
            pointsBalance: 544,
          },
          {
            refNo: 'PR0000001',
            applyTime: at - 1000,
            type: 'REDEEM',
            name: 'Spa day',
            quantity: 1,
            points: 90,
            status: 'APPROVED',
            pointsBalance: 624,
          },
        ],
        total: 2,
        totalPages: 1,
      }),
    });
    const [rejected, approved] = await screen.findAllByTestId('redemption', {}, { timeout: 5000 });
    expect(within(rejected!).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected!).getByText('Remark').nextElementSibling).toHaveTextContent('Out of stock at the supplier');
    expect(within(approved!).getByText('Approved')).toBeInTheDocument();
    expect(within(approved!).queryByText('Remark')).not.toBeInTheDocument();
  });

  it('history: a rejected redemption shows its points returned; each shows the points balance it left, in the language s digits', async () => {
    const row = (refNo: string, status: string, points: number, pointsBalance: number) => ({
      refNo,
      applyTime: at,
      type: 'REDEEM',
      name: 'Wireless earbuds',
      quantity: 1,
      points,
      status,
      pointsBalance,
    });
    await mallAt('history', {
      'GET /wps/relay/MCS2_getRedeemPointList': ok({
        list: [row('PR0000002', 'REJECTED', 1200, 1034), row('PR0000001', 'APPROVED', 180, 2234)],
        total: 2,
        totalPages: 1,
      }),
    });
    const [rejected, approved] = await screen.findAllByTestId('redemption', {}, { timeout: 5000 });
    const fact = (r: HTMLElement, label: string) => within(r).getByText(label).nextElementSibling?.textContent;
    expect([fact(rejected!, 'Points'), fact(rejected!, 'Points returned'), fact(rejected!, 'Points balance after')]).toEqual([
      '-1,200',
      '+1,200',
      '1,034',
    ]);
    expect([fact(approved!, 'Points'), fact(approved!, 'Points balance after')]).toEqual(['-180', '2,234']);
    expect(within(approved!).queryByText('Points returned')).not.toBeInTheDocument();
  });

  it('convert: says how many points are needed and how many there are with thousands separators', async () => {
    await mallAt('convert');
    await userEvent.type(await screen.findByLabelText(/Points to convert/, {}, { timeout: 5000 }), '12345');
    await userEvent.type(screen.getByLabelText(/Login password/), 'Lucky2026');
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('You need 12,345 points; you have 1,234')).toBeInTheDocument();
  });
});

describe('the points mall on a site without it (PTSYS3 off)', { timeout: 20_000 }, () => {
  it('says the mall is not available here, once, instead of tabs and goods, and asks the server nothing', async () => {
    const off = () => ({
      body: { success: false, errorCode: 'MODULE_DISABLED', message: 'Not available on this site: points mall (module PTSYS3 is off)' },
    });
    const { requests } = await renderApp({
      path: '/pointMall',
      flags: { PTSYS3: false },
      routes: { 'GET /wps/relay/MCS2_getPointConfig': off, 'GET /wps/relay/MCS2_getPointReward': off },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(/^The points mall is not available on this site\.$/);
    expect(screen.getByRole('heading', { name: 'Points mall', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryAllByTestId('reward')).toHaveLength(0);
    expect(screen.queryByTestId('points-balance')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // Nor are there mall banners (the fake leaves them out, mock-server test/games): the banner place shows the site's welcome.
    expect(await screen.findByRole('heading', { name: /^Welcome to / })).toBeInTheDocument();
    expect(requests.filter((r) => r.url?.includes('MCS2_'))).toEqual([]);
  });
});
