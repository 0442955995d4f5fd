import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { fakeHttp, ok } from '../../../test/fake-http';
import { testI18n } from '../../../test/test-i18n';
import { serviceFeature } from '../feature';
import { WINNERS_REFRESH_MS, WinnersBoard } from './winners-board';

const win = (userName: string, winAmount: number) => ({
  vo: { userName, winAmount, gameName: 'Lucky 5D', gameCategory: 'ALL', winTime: 1_795_000_000_000 },
});

/** The board over a backend whose list gains a bigger win from the second time it is asked. */
async function renderBoard() {
  const { http, requests, settle } = fakeHttp({
    'GET /wps/relay/GCSGAME_getRankList': () =>
      ok({ list: asked() === 1 ? [win('ab***1', 120)] : [win('ab***1', 120), win('cd***2', 4500)] })(),
  });
  const asked = () => requests.filter((r) => r.url === '/wps/relay/GCSGAME_getRankList').length;
  const i18n = await testI18n();
  const store = makeStore({ http, i18n });
  store.injector.inject(serviceFeature);
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <WinnersBoard />
      </I18nextProvider>
    </Provider>,
  );
  const players = () => screen.getAllByTestId('winner').map((row) => row.querySelector('td')?.textContent);
  return { view, asked, settle, players };
}

afterEach(() => vi.useRealTimers());

describe('the winners board', () => {
  it('asks again every minute and shows a new win without a reload, highest first; it stops once gone', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { view, asked, settle, players } = await renderBoard();
    await waitFor(() => expect(players()).toEqual(['ab***1']));
    act(() => vi.advanceTimersByTime(WINNERS_REFRESH_MS - 1));
    await settle();
    expect(asked()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    await waitFor(() => expect(players()).toEqual(['cd***2', 'ab***1']));
    expect(asked()).toBe(2);
    view.unmount();
    act(() => vi.advanceTimersByTime(WINNERS_REFRESH_MS * 3));
    await settle();
    expect(asked()).toBe(2);
  });

  it('asks again when the player comes back to the tab', async () => {
    const { asked, settle, players } = await renderBoard();
    await waitFor(() => expect(players()).toEqual(['ab***1']));
    await settle();
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(players()).toEqual(['cd***2', 'ab***1']));
    await settle();
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(asked()).toBe(3));
  });
});
