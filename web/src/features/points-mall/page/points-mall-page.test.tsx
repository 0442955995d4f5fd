import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fake-http';
import { member } from '../../../test/member-fixtures';
import { renderApp } from '../../../test/render-app';

/** The site has the mall (PTSYS3, on in the fake's default scenario). */
const mallOn = { PTSYS3: true };

const reward = (rewardId: number, name: string, category: string, stock: number, pointsRequired: number, amountRequired = 0) => ({
  rewardId,
  name,
  category,
  image: `/wps/static/reward/${rewardId}.svg`,
  stock,
  pointsRequired,
  amountRequired,
});
const routes = {
  'GET /wps/relay/MCS2_getPointConfig': ok({
    pointsRatio: 10,
    units: 'points',
    convertRate: 0.01,
    minConvert: 100,
    rules: '<p>House rules<script>x()</script></p>',
  }),
  'GET /wps/relay/MCS2_getPointReward': ok([
    reward(1, 'Wireless earbuds', 'ELECTRONICS', 5, 1200),
    reward(3, 'Grocery voucher', 'VOUCHER', 0, 450),
    reward(6, 'Spa day', 'LIFESTYLE', 3, 2000, 5000),
  ]),
};

describe('the points mall, as a visitor sees it', { timeout: 20_000 }, () => {
  it('shows the goods with stock, points and the valid bet they need, filtered by category', async () => {
    await renderApp({ path: '/pointMall', routes, flags: mallOn });
    const goods = await screen.findAllByTestId('reward', {}, { timeout: 5000 });
    expect(goods.map((g) => within(g).getByRole('heading').textContent)).toEqual(['Wireless earbuds', 'Grocery voucher', 'Spa day']);
    expect(within(goods[1]!).getByText('Out of stock')).toBeInTheDocument();
    expect(within(goods[1]!).getByRole('button', { name: 'Redeem Grocery voucher' })).toBeDisabled();
    expect(within(goods[2]!).getByText(/Needs 5,000.00 of valid bets/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vouchers' }));
    expect(screen.getAllByTestId('reward')).toHaveLength(1);
  });

  it('asks a visitor to log in to redeem, and shows no balance', async () => {
    await renderApp({ path: '/pointMall', routes, flags: mallOn });
    expect(await screen.findByText('Log in to see your points and redeem goods.', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem Wireless earbuds' }));
    expect(await screen.findByRole('dialog', { name: 'Login' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Redeem/ })).not.toBeInTheDocument();
  });

  it('shows the rules sanitised, with the figures of the config', async () => {
    await renderApp({ path: '/pointMall?tab=rules', routes, flags: mallOn });
    expect(await screen.findByText('Every 10.00 of valid bets earns 1 point.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('House rules').outerHTML).toBe('<p>House rules</p>');
  });

  it('says why the rules did not load, and Try again shows them', async () => {
    let failing = true;
    const config = routes['GET /wps/relay/MCS2_getPointConfig'];
    await renderApp({
      path: '/pointMall?tab=rules',
      routes: {
        ...routes,
        'GET /wps/relay/MCS2_getPointConfig': () =>
          failing ? { status: 503, body: { success: false, errorCode: 'NETWORK_ERROR', message: 'offline' } } : config(),
      },
      flags: mallOn,
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('This could not be loaded. Network link is abnormal, please try again');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Every 10.00 of valid bets earns 1 point.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('the points mall, as a player sees it', { timeout: 20_000 }, () => {
  it('says why the conversion rate did not load, with Try again, instead of Loading… for ever', async () => {
    sessionStorage.setItem('token', 't');
    let failing = true;
    const config = routes['GET /wps/relay/MCS2_getPointConfig'];
    await renderApp({
      path: '/pointMall?tab=convert',
      routes: {
        ...routes,
        'GET /wps/member/info': ok(member(0)),
        'GET /wps/relay/MCS2_getPointBalance': ok({ points: 624, earned: 624, spent: 0 }),
        'GET /wps/relay/MCS2_getRedeemPointList': ok({ list: [], total: 0, totalPages: 1 }),
        'GET /wps/relay/MCS2_getPointConfig': () =>
          failing ? { status: 503, body: { success: false, errorCode: 'NETWORK_ERROR', message: 'offline' } } : config(),
      },
      flags: mallOn,
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('This could not be loaded.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Convert to cash' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
