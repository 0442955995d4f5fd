import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-http';
import { renderApp } from '../../test/render-app';

const card = (vassalage: string, gameType: string) => ({
  vassalage,
  name: vassalage,
  icon: `/${vassalage}.svg`,
  gameType,
  isGame: 'VASSALAGE',
});

describe('the footer', () => {
  it('shows one logo per game provider, however many categories list it', async () => {
    const providers = Array.from({ length: 24 }, (_, i) => `V${i + 1}`);
    const lanes = [
      { title: 'RNG', gameClassify: 'RNG', cards: providers.slice(0, 16).map((v) => card(v, 'RNG')) },
      // Providers in two categories (slots and live) are listed in both lanes.
      { title: 'LIVE', gameClassify: 'LIVE', cards: providers.slice(10).map((v) => card(v, 'LIVE')) },
    ];
    await renderApp({ routes: { 'GET /wps/relay/GCSGAME_newGameVendor': ok({ data: { lanes } }) } });
    const strip = await screen.findByRole('list', { name: 'game providers' }, { timeout: 5_000 });
    const names = within(strip)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt'));
    expect(names).toEqual(providers);
  });
});
