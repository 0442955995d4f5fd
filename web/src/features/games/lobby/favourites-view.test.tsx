import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { member } from '../../../test/member-fixtures';
import { ok, openBody, type FakeAnswer } from '../../../test/fake-http';
import { renderApp } from '../../../test/render-app';
import { slot } from '../../../test/game-fixtures';
import { selectLobbyShown } from '../selectors';

const lanes = [
  {
    title: 'RNG',
    gameClassify: 'RNG',
    cards: [{ vassalage: 'PG', name: 'PG Soft', icon: '/PG.svg', gameType: 'RNG', isGame: 'VASSALAGE' }],
  },
];
const gems = { ...slot, nodeId: 1, vassalage: 'PG', gameName: 'Gems', displayName: 'Gems' };
const fortune = { ...slot, nodeId: 2, vassalage: 'PG', gameName: 'Fortune', displayName: 'Fortune' };
const catalogue = [gems, fortune];
const arrival = { timeout: 5000 };
const fault: FakeAnswer = { status: 503, body: { success: false, errorCode: 'INJECTED_FAULT', message: 'Fault injected by the scenario' } };

/** A player's lobby whose favourites live in `starred`; `refuse` makes the next changes fail. */
async function favouritesLobby(path: string) {
  const backend = { starred: new Set([1, 2]), refuse: false, shownWhenAsked: [] as number[] };
  const app = await renderApp({
    path,
    routes: {
      'GET /wps/member/info': ok(member(0)),
      'GET /wps/relay/GCSGAME_newGameVendor': ok({ data: { lanes } }),
      'GET /wps/home/notice': ok({ player: [], banners: [], popup: [] }),
      'GET /wps/relay/GCSGAME_getVassGameType': ok({ content: {} }),
      'GET /wps/relay/GCSGAME_gameList': ok({ games: catalogue, totalPages: 1, totalCount: catalogue.length }),
      'GET /wps/relay/MCSFE_getFavoriteGames': () => ({ body: { success: true, value: [...backend.starred] } }),
      'GET /wps/relay/MCSFE_getFavoriteGamesList': () => ({
        body: { success: true, value: { content: catalogue.filter((g) => backend.starred.has(g.nodeId)), pageNum: 1, totalPages: 1 } },
      }),
      'POST /wps/relay/MCSFE_addFavoriteGame': (config) => {
        if (backend.refuse) return fault;
        backend.starred.add(openBody<{ nodeId: number }>(config).nodeId);
        return { body: { success: true, value: [...backend.starred] } };
      },
      'POST /wps/relay/MCSFE_removeFavoriteGame': (config) => {
        // What the lobby showed while the change was on its way.
        backend.shownWhenAsked.push(selectLobbyShown(app.store.getState()).games.length);
        if (backend.refuse) return fault;
        backend.starred.delete(openBody<{ nodeId: number }>(config).nodeId);
        return { body: { success: true, value: [...backend.starred] } };
      },
    },
  });
  return { ...app, backend };
}

beforeEach(() => sessionStorage.setItem('token', 't'));

describe('the Favourites view', () => {
  it('takes an unstarred game and the count away at once', async () => {
    const { backend } = await favouritesLobby('/rng?view=favourites');
    expect(await screen.findByText('2 games', {}, arrival)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Gems from favourites' }));
    expect(backend.shownWhenAsked).toEqual([1]);
    expect(await screen.findByText('1 game')).toBeInTheDocument();
    expect(screen.getAllByTestId('game-card')).toHaveLength(1);
    expect(screen.queryByText('Gems')).not.toBeInTheDocument();
    expect(screen.queryByTestId('star-failure')).not.toBeInTheDocument();
  });

  it('puts a game whose unstar failed back, with why', async () => {
    const { backend } = await favouritesLobby('/rng?view=favourites');
    expect(await screen.findByText('2 games', {}, arrival)).toBeInTheDocument();
    backend.refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Remove Gems from favourites' }));
    const failure = await screen.findByTestId('star-failure');
    expect(failure).toHaveTextContent('This game could not be removed from your favourites, so it stays there.');
    expect(failure).toHaveTextContent('Fault injected by the scenario');
    expect(backend.shownWhenAsked).toEqual([1]);
    expect(screen.getByText('2 games')).toBeInTheDocument();
    expect(screen.getAllByTestId('game-card')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove Gems from favourites' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a game starred in All games when the Favourites tab is opened again', async () => {
    const { backend } = await favouritesLobby('/rng');
    backend.starred = new Set([2]);
    expect(await screen.findByText('2 games', {}, arrival)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Gems to favourites' }));
    expect(await screen.findByRole('button', { name: 'Remove Gems from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(await screen.findByText('2 games', {}, arrival)).toBeInTheDocument();
    const names = screen.getAllByTestId('game-card').map((c) => within(c).getByText(/^(Gems|Fortune)$/).textContent);
    expect(names.sort()).toEqual(['Fortune', 'Gems']);
  });
});
