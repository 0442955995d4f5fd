import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { fakeHttp, ok, type FakeAnswer } from '../../test/fake-http';
import { testI18n } from '../../test/test-i18n';
import { AnnouncementList } from './announcements/announcement-list';
import { ChatWindow } from './chat/chat-window';
import { serviceFeature } from './feature';
import { HelpCentre } from './help/help-centre';
import { serviceIntents } from './intents';
import { WinnersBoard } from './winners/winners-board';

const networkDown = (): FakeAnswer => 'network-error';

/** A view of the service feature over a backend whose one call fails until `lift()` is called. */
async function renderFailing(route: string, value: unknown, view: ReactNode) {
  let failing = true;
  const { http, requests } = fakeHttp({ [route]: () => (failing ? networkDown() : ok(value)()) });
  const i18n = await testI18n();
  const store = makeStore({ http, i18n });
  store.injector.inject(serviceFeature);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{view}</I18nextProvider>
    </Provider>,
  );
  const url = route.split(' ')[1];
  return { store, lift: () => (failing = false), asked: () => requests.filter((r) => r.url === url).length };
}

const failureText = 'This could not be loaded. Network link is abnormal, please try again';

describe("the service centre's data views", () => {
  it('a failed winners board says why and offers Try again, which shows the wins', async () => {
    const win = { vo: { userName: 'ab***1', winAmount: 120, gameName: 'Lucky 5D', gameCategory: 'ALL', winTime: 1_795_000_000_000 } };
    const { lift, asked } = await renderFailing('GET /wps/relay/GCSGAME_getRankList', { list: [win] }, <WinnersBoard />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(failureText);
    expect(screen.queryByText('No wins yet.')).toBeNull();
    lift();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('winner')).toHaveTextContent('ab***1');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked()).toBe(2);
  });

  it('a failed help centre says why instead of "no articles", and Try again reads it again', async () => {
    const category = { categoryId: 1, name: 'Deposits', articles: [{ articleId: 7, title: 'How to deposit', content: '<p>Pay</p>' }] };
    const { lift } = await renderFailing('GET /wps/system/helpCenter', [category], <HelpCentre />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(failureText);
    expect(screen.queryByText('No help articles yet.')).toBeNull();
    lift();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'How to deposit' })).toBeInTheDocument();
  });

  it('failed announcements say why, and Try again asks for the same page', async () => {
    const announcement = { id: 4, title: 'New games', content: '<p>x</p>', date: 1, type: 'PL' };
    const { lift, asked } = await renderFailing(
      'POST /wps/relay/MCSFE_getListAnnouncements',
      { player: [announcement] },
      <AnnouncementList />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(failureText);
    lift();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('announcement')).toHaveTextContent('New games');
    expect(asked()).toBe(2);
  });

  it('a chat that could not be opened says why, and Try again connects it', async () => {
    const { store, lift } = await renderFailing(
      'GET /wps/relay/CBS_launchChat',
      { chatUrl: 'https://chat.example/room/1' },
      <ChatWindow />,
    );
    store.dispatch(serviceIntents.chatRetried());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The chat could not be opened. Network link is abnormal, please try again');
    lift();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('chat-queue')).toHaveAttribute('data-queue', 'LIVECHAT');
    expect(screen.queryByText('The chat could not be opened.', { exact: false })).toBeNull();
  });
});
