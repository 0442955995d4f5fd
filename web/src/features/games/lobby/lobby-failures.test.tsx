import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { member } from '../../../test/member-fixtures';
import { ok, type FakeAnswer, type FakeRoutes } from '../../../test/fake-http';
import { renderApp } from '../../../test/render-app';

const vendor = (vassalage: string, name: string, gameType: string) => ({
  vassalage,
  name,
  icon: `/${vassalage}.svg`,
  gameType,
  isGame: 'VASSALAGE',
});
const lanes = [
  { title: 'RNG', gameClassify: 'RNG', cards: [vendor('PG', 'PG Soft', 'RNG'), vendor('JILI', 'JILI', 'RNG')] },
  { title: 'LIVE', gameClassify: 'LIVE', cards: [vendor('EVO', 'Evolution', 'LIVE')] },
];
const game = (nodeId: number, vassalage: string, gameName: string) => ({
  nodeId,
  gameType: 'RNG',
  vassalage,
  nodeTypeManageId: 1,
  defaultLanguage: 'EN',
  gameName,
  displayName: gameName,
  defaultIcon: '/i',
  showIcon: '/i',
  isHot: 1,
  minBet: 1,
  minLineNum: 1,
  gameClassify: 'video',
});
const catalogue = [game(1, 'PG', 'Gems'), game(2, 'JILI', 'Fortune')];
// The first find waits for the page's chunk too, which a busy machine loads slowly.
const arrival = { timeout: 5000 };
const fault: FakeAnswer = { status: 503, body: { success: false, errorCode: 'INJECTED_FAULT', message: 'Fault injected by the scenario' } };

/** The game list of the fake: by vendor and name, like the backend. */
const gameList = (config: InternalAxiosRequestConfig): FakeAnswer => {
  const { vassalage, gameName } = config.params as { vassalage?: string; gameName?: string };
  const games = catalogue.filter((g) => (!vassalage || g.vassalage === vassalage) && (!gameName || g.gameName.includes(gameName)));
  return { body: { success: true, value: { games, totalPages: 1, totalCount: games.length } } };
};

/** A route failing until the test lifts the fault, as QA's scenario does. */
function faulty(answer: (config: InternalAxiosRequestConfig) => FakeAnswer) {
  const route = { failing: true, answer: (config: InternalAxiosRequestConfig) => (route.failing ? fault : answer(config)) };
  return route;
}

const lobby = (path: string, routes: FakeRoutes = {}, language?: 'TY' | 'EN') =>
  renderApp({
    path,
    language,
    routes: {
      'GET /wps/relay/GCSGAME_newGameVendor': ok({ data: { lanes } }),
      'GET /wps/home/notice': ok({ player: [], banners: [], popup: [] }),
      'GET /wps/relay/GCSGAME_getVassGameType': ok({ content: {} }),
      'GET /wps/relay/GCSGAME_gameList': gameList,
      'POST /wps/relay/GCSGAME_hotGamesV2': ok({ list: catalogue }),
      ...routes,
    },
  });

describe('the games pages when a call fails', () => {
  it('say the slots did not load instead of showing 0 games, and list them after Try again', async () => {
    const list = faulty(gameList);
    await lobby('/rng', { 'GET /wps/relay/GCSGAME_gameList': list.answer });
    const alert = await screen.findByRole('alert', {}, arrival);
    expect(alert).toHaveTextContent('The games could not be loaded.');
    // A code without our own words reads as the server's message (shared/i18n/use-error-text), never the raw code.
    expect(alert).toHaveTextContent('Fault injected by the scenario');
    expect(alert).not.toHaveTextContent('INJECTED_FAULT');
    expect(screen.queryByText(/^0 games$/)).not.toBeInTheDocument();
    list.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 games')).toBeInTheDocument();
    expect(screen.getAllByTestId('game-card')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("say a player's favourites or recent games did not load, not that there are none", async () => {
    sessionStorage.setItem('token', 't');
    const { router } = await lobby('/rng?view=favourites', {
      // The player's member info loads (a failed one has its own alert in the header).
      'GET /wps/member/info': ok(member(0)),
      'GET /wps/relay/MCSFE_getFavoriteGames': ok([]),
      'GET /wps/relay/MCSFE_getFavoriteGamesList': () => fault,
      'GET /wps/relay/GCS_recentGame': () => fault,
    });
    expect(await screen.findByRole('alert', {}, arrival)).toHaveTextContent('Your favourites could not be loaded.');
    expect(screen.queryByText(/No favourites yet/)).not.toBeInTheDocument();
    await router.navigate('/rng?view=recent');
    expect(await screen.findByText('Your recent games could not be loaded.', {}, arrival)).toBeInTheDocument();
  });

  it("say so in the player's language", async () => {
    await lobby('/rng', { 'GET /wps/relay/GCSGAME_gameList': () => fault }, 'TY');
    const alert = await screen.findByRole('alert', {}, arrival);
    expect(alert).toHaveTextContent('Hindi ma-load ang mga laro.');
    expect(within(alert).getByRole('button', { name: 'Subukan muli' })).toBeInTheDocument();
  });

  it("offer Try again for a category's vendors, never an empty category", async () => {
    const vendors = faulty(ok({ data: { lanes } }));
    await lobby('/live', { 'GET /wps/relay/GCSGAME_newGameVendor': vendors.answer });
    const alert = await screen.findByRole('alert', {}, arrival);
    expect(alert).toHaveTextContent('The game providers could not be loaded.');
    expect(screen.queryByText('No games here yet.')).not.toBeInTheDocument();
    vendors.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Evolution' })).toBeInTheDocument();
  });

  it("say a fishing provider's games did not load in its popup, and list them after Try again", async () => {
    const list = faulty(gameList);
    const fishing = [...lanes, { title: 'FISH', gameClassify: 'FISH', cards: [vendor('JILI', 'JILI', 'FISH')] }];
    await lobby('/fish', {
      'GET /wps/relay/GCSGAME_newGameVendor': ok({ data: { lanes: fishing } }),
      'GET /wps/relay/GCSGAME_gameList': list.answer,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'JILI' }, arrival));
    const popup = await screen.findByRole('dialog', {}, arrival);
    const alert = await within(popup).findByRole('alert', {}, arrival);
    expect(alert).toHaveTextContent("This provider's games could not be loaded.");
    list.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(popup).findByText('Fortune', {}, arrival)).toBeInTheDocument();
    expect(within(popup).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("say the home page's hot games did not load, and show them after Try again", async () => {
    const hot = faulty(ok({ list: catalogue }));
    await lobby('/', { 'POST /wps/relay/GCSGAME_hotGamesV2': hot.answer });
    const section = await screen.findByRole('region', { name: 'Hot games' }, arrival);
    const alert = await within(section).findByRole('alert', {}, arrival);
    expect(alert).toHaveTextContent('The hot games could not be loaded.');
    hot.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findAllByTestId('game-card')).toHaveLength(2);
  });
});

describe('the slots lobby link', () => {
  it('falls back to All with a notice when its vendor names nothing, and is not remembered', async () => {
    const { router, requests } = await lobby('/rng?vassalage=NOPE&p=3');
    expect(await screen.findByText('There is no provider “NOPE”, so all games are shown.', {}, arrival)).toHaveRole('status');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('2 games')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(requests.some((r) => JSON.stringify(r.params ?? {}).includes('NOPE'))).toBe(false);
    expect(sessionStorage.getItem('current_vassalage')).toBeNull();

    await router.navigate('/');
    expect(await screen.findByRole('heading', { name: 'Play your favourites' }, arrival)).toBeInTheDocument();
    await router.navigate('/rng');
    expect(await screen.findByText('2 games', {}, arrival)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText(/There is no provider/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('current_vassalage')).toBeNull();
  });

  it('falls back to All with a notice when its page names no tab', async () => {
    const { router } = await lobby('/rng?page=9');
    expect(await screen.findByText('There is no tab “9”, so all games are shown.', {}, arrival)).toHaveRole('status');
    expect(router.state.location.search).toBe('');
  });

  it('still opens the vendor its page names', async () => {
    await lobby('/rng?page=3');
    expect(await screen.findByText('1 game', {}, arrival)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'JILI' })).toHaveAttribute('aria-selected', 'true');
    expect(sessionStorage.getItem('current_vassalage')).toBe('JILI');
  });

  it('says what was searched when nothing matches', async () => {
    await lobby('/rng?q=xyz');
    expect(await screen.findByText('No games match “xyz”.', {}, arrival)).toBeInTheDocument();
    expect(screen.queryByText('No games here yet.')).not.toBeInTheDocument();
  });
});
