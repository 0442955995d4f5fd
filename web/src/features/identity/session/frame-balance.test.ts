import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityStore } from '../../../test/identity-store';
import { loggedInRoutes, login } from '../../../test/member-fixtures';
import { balanceEvents } from '../../../shared/wallet/balance-events';
import { identityIntents } from '../intents';
import { FRAME_BALANCE_REFRESH_MS, isFramePage } from './frame-balance';
import { sessionActions } from './slice';

/** A logged-in store whose balance call counts its reads and answers `sum`. */
async function loggedIn() {
  const wallet = { sum: 12.5, reads: 0 };
  const { store, settle } = await identityStore({
    ...loggedInRoutes(),
    'GET /wps/v2/wallets/balance': () => {
      wallet.reads += 1;
      return { body: { success: true, value: { sumBalance: wallet.sum, balance: [], currency: 'PHP', currencySymbol: '₱' } } };
    },
  });
  store.dispatch(login());
  await settle();
  await settle();
  expect(store.getState().session.balance.value?.sumBalance).toBe(12.5);
  return { store, wallet, shown: () => store.getState().session.balance.value?.sumBalance };
}

const setVisibility = (state: 'visible' | 'hidden') =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('the frame pages', () => {
  it('are the game and lottery frames', () => {
    expect(['/game', '/seamless', '/lottery', '/vnlottery', '/lottery/'].map(isFramePage)).toEqual([true, true, true, true, true]);
    expect(['/', '/rng', '/elott', '/promotions', '/lotteryx', '/helpmc'].map(isFramePage)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('the header balance while a game or lottery frame is open', () => {
  it(`is read every ${FRAME_BALANCE_REFRESH_MS / 1000} s, not while the tab is hidden, and once more on leaving`, async () => {
    const { store, wallet, shown } = await loggedIn();
    vi.useFakeTimers();
    const start = wallet.reads;
    store.dispatch(identityIntents.framePageEntered());
    await vi.advanceTimersByTimeAsync(FRAME_BALANCE_REFRESH_MS - 1);
    expect(wallet.reads).toBe(start);
    // A bet inside the frame: the next reading shows it, without the loading placeholder.
    wallet.sum = 2.5;
    await vi.advanceTimersByTimeAsync(1);
    expect(wallet.reads).toBe(start + 1);
    expect(shown()).toBe(2.5);
    await vi.advanceTimersByTimeAsync(FRAME_BALANCE_REFRESH_MS);
    expect(wallet.reads).toBe(start + 2);

    // Hidden: nothing is asked, however long; the tab's return reads it, and the count starts again.
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(FRAME_BALANCE_REFRESH_MS * 4);
    expect(wallet.reads).toBe(start + 2);
    setVisibility('visible');
    store.dispatch(balanceEvents.tabReturned());
    await vi.advanceTimersByTimeAsync(0);
    expect(wallet.reads).toBe(start + 3);
    await vi.advanceTimersByTimeAsync(FRAME_BALANCE_REFRESH_MS);
    expect(wallet.reads).toBe(start + 4);

    // Leaving the frame: one reading at once, then no more.
    wallet.sum = 42;
    store.dispatch(identityIntents.framePageLeft());
    await vi.advanceTimersByTimeAsync(0);
    expect(wallet.reads).toBe(start + 5);
    expect(shown()).toBe(42);
    await vi.advanceTimersByTimeAsync(FRAME_BALANCE_REFRESH_MS * 4);
    expect(wallet.reads).toBe(start + 5);
  });

  it('is not asked for after the session ended', async () => {
    const { store, wallet } = await loggedIn();
    vi.useFakeTimers();
    store.dispatch(identityIntents.framePageEntered());
    store.dispatch(sessionActions.cleared());
    const reads = wallet.reads;
    await vi.advanceTimersByTimeAsync(FRAME_BALANCE_REFRESH_MS * 2);
    store.dispatch(identityIntents.framePageLeft());
    await vi.advanceTimersByTimeAsync(0);
    expect(wallet.reads).toBe(reads);
  });
});
