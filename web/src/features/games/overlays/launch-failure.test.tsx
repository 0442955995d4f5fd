import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { fakeHttp } from '../../../test/fake-http';
import { testI18n } from '../../../test/test-i18n';
import { gamesFeature } from '../feature';
import { gamesActions } from '../slice';
import { LaunchFailure } from './launch-failure';
import { slot } from '../../../test/game-fixtures';

async function renderFailure(error: { code: string; message: string }, recommended = [slot]) {
  const i18n = await testI18n();
  const store = makeStore({ http: fakeHttp({}).http, i18n });
  store.injector.inject(gamesFeature);
  store.dispatch(gamesActions.launchFailed({ error, recommended }));
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
    await renderFailure({ code: 'GAME_MAINTENANCE', message: 'Gems is under maintenance, try one of these' });
    const dialog = screen.getByRole('dialog', { name: 'The game did not open' });
    expect(within(dialog).getByTestId('launch-error')).toHaveTextContent('This game is under maintenance.');
    expect(within(dialog).getByRole('button', { name: 'Gems' })).toBeInTheDocument();
  });

  it("shows the server's message for a code it has no words for, and closes", async () => {
    const store = await renderFailure({ code: 'VENDOR_DOWN', message: 'The provider is down' }, []);
    expect(screen.getByTestId('launch-error')).toHaveTextContent('The provider is down');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().games!.launchFailure).toBeNull();
  });
});
