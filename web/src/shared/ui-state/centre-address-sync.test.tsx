import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createNavigation, NavigationBridge } from '../../app/navigation';
import { identityStore } from '../../test/identity-store';
import { memoryRouter } from '../../test/render-app';
import { sessionActions } from '../../features/identity/session/slice';
import { login, loggedInRoutes, member, session } from '../../test/member-fixtures';
import { CentreAddressSync } from './centre-address-sync';
import { overlayActions } from './overlay-slice';

const TOKEN = 'tok-0123456789abcdef';
let router: ReturnType<typeof memoryRouter>['router'];

/**
 * The sync with the real store and sagas (identity's session and login) in a memory router at this
 * address: a stored token makes a logged-in player of this account type, none a visitor.
 */
async function at(path: string, { loggedIn = true, type = 0 } = {}) {
  if (loggedIn) sessionStorage.setItem('token', TOKEN);
  const navigation = createNavigation();
  const world = await identityStore(loggedInRoutes(session(), type), { navigate: navigation.navigate });
  const memory = memoryRouter(path);
  router = memory.router;
  render(
    <Provider store={world.store}>
      <memory.Router>
        <NavigationBridge navigation={navigation} />
        <CentreAddressSync />
      </memory.Router>
    </Provider>,
  );
  await world.settle();
  return { ...world, navigation };
}

const address = () => `${router.state.location.pathname}${router.state.location.search}`;
const go = (to: string | number) => router.navigate(to);
const overlay = (store: Awaited<ReturnType<typeof at>>['store']) => store.getState().overlay;

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('the open centre in the address', () => {
  it('pushes an entry when a centre opens, replaces it when the page changes, and goes back over it on closing', async () => {
    const { store } = await at('/rng');
    act(() => {
      store.dispatch(overlayActions.memberCentreOpened('personalHistoryCopy'));
    });
    await waitFor(() => expect(address()).toBe('/rng?member=betting-record'));
    expect(router.state.historyAction).toBe('PUSH');

    act(() => {
      store.dispatch(overlayActions.memberCentreOpened('depositv2'));
    });
    await waitFor(() => expect(address()).toBe('/rng?member=deposit'));
    expect(router.state.historyAction).toBe('REPLACE');

    act(() => {
      store.dispatch(overlayActions.closed());
    });
    await waitFor(() => expect(address()).toBe('/rng'));
    // Back over the entry the centre pushed: the one before it, with nothing stacked twice.
    expect(router.state.historyAction).toBe('POP');
    expect(overlay(store).modal).toBeNull();
  });

  it('closes the centre on Back, and opens it again on Forward', async () => {
    const { store } = await at('/', { type: 1 });
    act(() => {
      store.dispatch(overlayActions.agentCentreOpened('agentRevenueReport'));
    });
    await waitFor(() => expect(address()).toBe('/?agent=income'));

    await go(-1);
    await waitFor(() => expect(overlay(store).modal).toBeNull());
    expect(address()).toBe('/');

    await go(1);
    await waitFor(() => expect(overlay(store)).toMatchObject({ modal: 'agentCentre', centrePage: 'agentRevenueReport' }));
    expect(address()).toBe('/?agent=income');
  });

  it('opens the centre on the page an address names, once the player’s member info is in', async () => {
    const { store } = await at('/rng?member=betting-record');
    await waitFor(() => expect(overlay(store)).toMatchObject({ modal: 'memberCentre', centrePage: 'personalHistoryCopy' }));
    expect(address()).toBe('/rng?member=betting-record');
  });

  it('opens the page of a spec page key, and writes its word in the address', async () => {
    const { store } = await at('/rng?member=personalHistoryCopy&gameCode=VN1');
    await waitFor(() => expect(overlay(store)).toMatchObject({ modal: 'memberCentre', centrePage: 'personalHistoryCopy' }));
    expect(address()).toBe('/rng?gameCode=VN1&member=betting-record');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the centre’s first page for a word it does not know', async () => {
    const { store } = await at('/?agent=jackpot', { type: 2 });
    await waitFor(() => expect(overlay(store)).toMatchObject({ modal: 'agentCentre', centrePage: 'agentTeamOverview' }));
    expect(address()).toBe('/?agent=overview');
  });

  it.each([
    ['too long', `/rng?member=${'x'.repeat(500)}`],
    ['odd characters', '/rng?member=%3Cimg%20src%3Dx%3E'],
  ])('ignores a parameter that is no word (%s): nothing opens and the address drops it', async (_, path) => {
    const { store } = await at(path);
    await waitFor(() => expect(address()).toBe('/rng'));
    expect(overlay(store).modal).toBeNull();
    expect(overlay(store).notice).toBeNull();
  });

  it('tells a player who is not an agent that the agent centre is not theirs, and drops the parameter', async () => {
    const { store } = await at('/rng?agent=team-betting', { type: 0 });
    await waitFor(() => expect(overlay(store).notice).toEqual({ kind: 'info', message: 'dialog.agentsOnly' }));
    expect(overlay(store).modal).toBeNull();
    expect(address()).toBe('/rng');
  });

  it('keeps the open centre and its parameter when the app moves to another page', async () => {
    const { store } = await at('/rng');
    act(() => {
      store.dispatch(overlayActions.memberCentreOpened('withdraw'));
    });
    await waitFor(() => expect(address()).toBe('/rng?member=withdraw'));
    await go('/live');
    await waitFor(() => expect(address()).toBe('/live?member=withdraw'));
    expect(overlay(store).modal).toBe('memberCentre');
  });

  it('drops the parameter without going back when a centre opened by its address closes', async () => {
    const { store } = await at('/rng?member=bonus');
    await waitFor(() => expect(overlay(store).modal).toBe('memberCentre'));
    act(() => {
      store.dispatch(overlayActions.closed());
    });
    await waitFor(() => expect(address()).toBe('/rng'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('a page that hands over to another address (platform information)', () => {
  it('never rests in the history, so Back from the inbox returns to the centre page before it', async () => {
    const { store, navigation } = await at('/rng');
    act(() => {
      store.dispatch(overlayActions.memberCentreOpened('bonusDetails'));
    });
    await waitFor(() => expect(address()).toBe('/rng?member=bonus'));
    act(() => {
      store.dispatch(overlayActions.memberCentreOpened('messageV2'));
    });
    // What the member centre's saga does on that page, in one step: close, then go to the service centre's inbox.
    act(() => {
      store.dispatch(overlayActions.closed());
      navigation.navigate('/helpmc?tab=messages');
    });
    await waitFor(() => expect(address()).toBe('/helpmc?tab=messages'));

    await go(-1);
    await waitFor(() => expect(overlay(store)).toMatchObject({ modal: 'memberCentre', centrePage: 'bonusDetails' }));
    expect(address()).toBe('/rng?member=bonus');
  });

  it('opens from its address, which forgets it at once', async () => {
    const { store } = await at('/rng?member=messages');
    await waitFor(() => expect(overlay(store)).toMatchObject({ modal: 'memberCentre', centrePage: 'messageV2' }));
    expect(address()).toBe('/rng');
  });
});

describe('a centre’s address opened by someone not logged in', () => {
  it('opens the login, and the centre on that page after a successful login', async () => {
    const { store, settle } = await at('/rng?agent=team-betting', { loggedIn: false, type: 1 });
    await waitFor(() => expect(overlay(store).modal).toBe('login'));
    expect(address()).toBe('/rng?agent=team-betting');

    act(() => {
      store.dispatch(login());
    });
    await settle();
    await waitFor(() => expect(overlay(store)).toMatchObject({ modal: 'agentCentre', centrePage: 'personalHistoryCopy' }));
    // The login's move home is undone: the player stays on the link's page, with no second entry for it.
    await waitFor(() => expect(address()).toBe('/rng?agent=team-betting'));
    expect(router.state.historyAction).toBe('POP');
    expect(overlay(store).modal).toBe('agentCentre');
  });

  it('undoes the move home too when it lands before the centre opens', async () => {
    const { store, navigation } = await at('/rng?member=deposit', { loggedIn: false });
    await waitFor(() => expect(overlay(store).modal).toBe('login'));
    // The login's steps, as one: the token and the member in, the login closed and the player sent home.
    act(() => {
      store.dispatch(sessionActions.tokenStored({ token: TOKEN, mustChangePassword: false }));
      store.dispatch(sessionActions.memberLoaded(member(0) as Parameters<typeof sessionActions.memberLoaded>[0]));
      store.dispatch(overlayActions.closed());
      navigation.navigate('/');
    });
    await waitFor(() => expect(overlay(store)).toMatchObject({ modal: 'memberCentre', centrePage: 'depositv2' }));
    expect(address()).toBe('/rng?member=deposit');
  });

  it('forgets the centre when the login is closed instead', async () => {
    const { store } = await at('/rng?member=deposit', { loggedIn: false });
    await waitFor(() => expect(overlay(store).modal).toBe('login'));
    act(() => {
      store.dispatch(overlayActions.closed());
    });
    await waitFor(() => expect(address()).toBe('/rng'));
    expect(overlay(store).modal).toBeNull();
  });

  it('gives a trial account the trial warning instead of the centre', async () => {
    const { store } = await at('/?member=wallet', { type: 4 });
    await waitFor(() => expect(overlay(store).notice).toMatchObject({ kind: 'trial' }));
    expect(overlay(store).modal).toBeNull();
    expect(address()).toBe('/');
  });
});
