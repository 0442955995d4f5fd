import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fake-http';
import { slot } from '../../../test/game-fixtures';
import { renderApp } from '../../../test/render-app';

const lanes = [
  {
    title: 'RNG',
    gameClassify: 'RNG',
    cards: [{ vassalage: 'PG', name: 'PG Soft', icon: '/PG.svg', gameType: 'RNG', isGame: 'VASSALAGE' }],
  },
];
const gems = { ...slot, nodeId: 1, vassalage: 'PG', gameName: 'Gems', displayName: 'Gems', isHot: 1 };
const fortune = { ...slot, nodeId: 2, vassalage: 'PG', gameName: 'Fortune', displayName: 'Fortune', isHot: 1, maintenance: true };

describe('a game card (issue 27: a game under maintenance is marked in the lobby)', () => {
  it('says Under maintenance on the card of a game the list marks so, in its name too, and HOT on the others', async () => {
    await renderApp({
      path: '/rng',
      routes: {
        'GET /wps/relay/GCSGAME_newGameVendor': ok({ data: { lanes } }),
        'GET /wps/home/notice': ok({ player: [], banners: [], popup: [] }),
        'GET /wps/relay/GCSGAME_getVassGameType': ok({ content: {} }),
        'GET /wps/relay/GCSGAME_gameList': ok({ games: [gems, fortune], totalPages: 1, totalCount: 2 }),
      },
    });
    const [first, second] = await screen.findAllByTestId('game-card', {}, { timeout: 5000 });
    expect(within(second!).getByText('Under maintenance')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: /Fortune.*Under maintenance/ })).toHaveAttribute(
      'title',
      'Fortune, under maintenance',
    );
    expect(within(second!).queryByText('HOT')).toBeNull();
    expect(within(first!).queryByText('Under maintenance')).toBeNull();
    expect(within(first!).getByText('HOT')).toBeInTheDocument();
  });
});
