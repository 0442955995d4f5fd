import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { SiteLanguage } from '@portal/contracts';
import { makeStore } from '../../../app/store';
import { fakeHttp } from '../../../test/fake-http';
import { testI18n } from '../../../test/test-i18n';
import { gamesFeature } from '../feature';
import { gamesActions, type FailedLaunch } from '../slice';
import { LaunchFailure } from './launch-failure';
import { slot } from '../../../test/game-fixtures';
import { formatDateTime } from '../../../shared/i18n/format-date';

async function renderFailure(
  error: { code: string; message: string },
  recommended = [slot],
  window?: FailedLaunch['window'],
  language: SiteLanguage = 'EN',
) {
  const i18n = await testI18n(language);
  const store = makeStore({ http: fakeHttp({}).http, i18n });
  store.injector.inject(gamesFeature);
  store.dispatch(gamesActions.launchFailed({ error, recommended, ...(window && { window }) }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <LaunchFailure />
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

describe('the launch failure dialog', () => {
  it("says in the site's words why the game did not open and offers the games to try instead", async () => {
    await renderFailure({ code: 'vendor_under_maintenance', message: 'PG is under maintenance, try one of these' });
    const dialog = screen.getByRole('dialog', { name: 'The game did not open' });
    expect(within(dialog).getByTestId('launch-error')).toHaveTextContent("This game's provider is under maintenance.");
    expect(within(dialog).getByRole('button', { name: 'Gems' })).toBeInTheDocument();
    expect(within(dialog).queryByTestId('maintenance-window')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it("shows the maintenance window in the player's language and time zone", async () => {
    const start = Date.UTC(2026, 2, 1, 10, 0);
    const end = Date.UTC(2026, 2, 1, 12, 0);
    const moment = (language: string, ms: number) => formatDateTime(ms, language);
    await renderFailure({ code: 'vendor_under_maintenance', message: 'x' }, [], { startTime: start, endTime: end });
    expect(screen.getByTestId('maintenance-window')).toHaveTextContent(
      `Maintenance from ${moment('en', start)} until ${moment('en', end)}.`,
    );
    cleanup();
    await renderFailure({ code: 'vendor_under_maintenance', message: 'x' }, [], { startTime: start, endTime: end }, 'CN');
    expect(screen.getByTestId('launch-error')).toHaveTextContent('该游戏的供应商正在维护中。');
    expect(screen.getByTestId('maintenance-window')).toHaveTextContent(`维护时间：${moment('cn', start)} 至 ${moment('cn', end)}。`);
    cleanup();
    await renderFailure({ code: 'vendor_under_maintenance', message: 'x' }, [], { endTime: end });
    expect(screen.getByTestId('maintenance-window')).toHaveTextContent(`Maintenance until ${moment('en', end)}.`);
  });

  it('offers a deposit when the balance cannot play the game, and the button opens the deposit page', async () => {
    const store = await renderFailure({ code: 'launch_game_balance_not_enough', message: 'Balance not enough' }, []);
    expect(screen.getByTestId('launch-error')).toHaveTextContent('Your balance is not enough to play this game. Make a deposit to play.');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().games!.launchFailure).toBeNull();
    expect(store.getState().overlay).toMatchObject({ modal: 'memberCentre', centrePage: 'depositv2' });
  });

  it("shows the server's message for a code it has no words for, and closes", async () => {
    const store = await renderFailure({ code: 'VENDOR_DOWN', message: 'The provider is down' }, []);
    expect(screen.getByTestId('launch-error')).toHaveTextContent('The provider is down');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().games!.launchFailure).toBeNull();
  });
});
