import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../test/fake-http';
import { member } from '../../../test/member-fixtures';
import { renderApp } from '../../../test/render-app';

beforeEach(() => sessionStorage.clear());

describe('leaving a game or lottery frame page', () => {
  it('reads the header balance again; entering one, or moving between other pages, does not', async () => {
    let reads = 0;
    sessionStorage.setItem('token', 'tok-0123456789abcdef');
    const { router } = await renderApp({
      routes: {
        'GET /wps/member/info': ok(member(0)),
        'GET /wps/relay/MCSFE_getPlayerAvatar': ok({ avatarUrl: '/a.svg' }),
        'GET /wps/v2/wallets/balance': () => {
          reads += 1;
          return { body: { success: true, value: { sumBalance: 12.5 * reads, balance: [], currency: 'PHP', currencySymbol: '₱' } } };
        },
      },
    });
    await screen.findByRole('button', { name: 'Player 1, Account menu' });
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('₱12.50'));
    await router.navigate('/game?url=https%3A%2F%2Fplay.example%2Fg');
    expect(reads).toBe(1);
    await router.navigate('/promotions');
    await waitFor(() => expect(reads).toBe(2));
    // The header shows the new amount, without a reload.
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('₱25.00'));
    await router.navigate('/rng');
    await router.navigate('/vnlottery');
    expect(reads).toBe(2);
    await router.navigate('/');
    await waitFor(() => expect(reads).toBe(3));
  });
});
