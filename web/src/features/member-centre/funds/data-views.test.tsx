import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { fakeHttp, ok, type FakeAnswer, type FakeRoutes } from '../../../test/fake-http';
import { testI18n } from '../../../test/test-i18n';
import { memberCentreFeature } from '../feature';
import { TransactionHistoryPage } from '../history/transaction-history-page';
import { RewardCentrePage } from '../rewards/reward-centre-page';
import { WalletPage } from '../wallet/wallet-page';
import { DepositPage } from './deposit-page';

const order = { orderNo: 'D00000001', type: 'DEPOSIT', amount: 500, status: 'PENDING', createdAt: 1, updatedAt: 1 };
const down = (): FakeAnswer => 'network-error';

/** A page of the centre over a backend whose calls fail until `up()`. */
async function show(page: ReactNode, routes: (isUp: () => boolean) => FakeRoutes) {
  let isUp = false;
  const { http, settle } = fakeHttp(
    { 'GET /wps/v2/wallets/balance': ok({ sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' }), ...routes(() => isUp) },
    { token: 't' },
  );
  const i18n = await testI18n();
  const store = makeStore({ http, i18n });
  store.injector.inject(memberCentreFeature);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{page}</I18nextProvider>
    </Provider>,
  );
  return { settle, up: () => (isUp = true) };
}

const when = (isUp: () => boolean, value: unknown) => () => (isUp() ? ok(value)() : down());

beforeEach(() => sessionStorage.clear());

describe('the data views of the member centre', () => {
  it('deposit: says Loading, then words a failed read of my deposits with Try again, which reads them', async () => {
    const { up } = await show(<DepositPage />, (isUp) => ({
      'GET /wps/fund/deposit/methods': ok([{ methodId: 'GCASH', methodName: 'GCash', minAmount: 100, maxAmount: 50_000 }]),
      'GET /wps/fund/orders': when(isUp, { list: [order], total: 1, totalPages: 1, pageNo: 1 }),
    }));
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Loading…');
    const mine = screen.getByRole('region', { name: 'My deposits' });
    const failure = await within(mine).findByRole('alert');
    expect(failure.textContent).toContain('This could not be loaded. Network link is abnormal, please try again');
    expect(within(mine).queryByText('No orders in these days.')).toBeNull();
    up();
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(mine).findByText('D00000001')).toBeTruthy();
  });

  it('wallet: a failed read of the wallets is worded with Try again, never an endless placeholder', async () => {
    const { up } = await show(<WalletPage />, (isUp) => ({
      'GET /wps/relay/GCS_merchantWallet': when(isUp, {
        isSingle: 0,
        wallets: [{ walletCode: 'MAIN', walletName: 'Main', balance: 1500 }],
      }),
    }));
    const failure = await screen.findByRole('alert');
    up();
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('wallet-main')).textContent).toContain('1,500');
  });

  it('transaction history: a failure is worded, not shown as an empty list', async () => {
    await show(<TransactionHistoryPage />, () => ({ 'GET /wps/relay/ODSFE2_MemTransDet': down }));
    expect((await screen.findByRole('alert')).textContent).toContain('This could not be loaded.');
    expect(screen.queryByTestId('history-total')).toBeNull();
  });

  it('reward centre: a failure is worded with Try again', async () => {
    await show(<RewardCentrePage />, () => ({ 'GET /wps/relay/MCS2_getClaimableRewards': down }));
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('reward centre: names what a reward pays, and no "0 points" for one whose amount is not given (issue 27)', async () => {
    const reward = (rewardId: number, rewardAmount: number, rewardPoint: number, remark = '') => ({
      rewardId,
      ticketName: `Reward ${rewardId}`,
      eventName: 'new_player',
      rewardPoint,
      rewardAmount,
      promotionType: 'CLAIM',
      status: 'CLAIMABLE',
      expiry: 0,
      remark,
    });
    await show(<RewardCentrePage />, () => ({
      'GET /wps/relay/MCS2_getClaimableRewards': ok([reward(1, 100, 0, 'required.mobile_no_verified'), reward(2, 0, 50), reward(3, 0, 0)]),
    }));
    const [cash, points, unknown] = await screen.findAllByTestId('reward');
    expect(cash!.querySelector('strong')?.textContent).toMatch(/^\D*100\.00\D*$/);
    expect(within(points!).getByText('50 points')).toBeInTheDocument();
    expect(unknown).not.toHaveTextContent(/\b0 points/);
    expect(unknown!.querySelector('strong')).toBeNull();
  });
});
