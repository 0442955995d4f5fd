import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { rememberLaunchedGame } from '../../../shared/launch/launched-games';

const frame = () => screen.queryByTitle('Game');
// The whole app boots and loads the page's chunk first: slower than one second on a busy machine.
const booted = { timeout: 5000 };

describe('the game page', () => {
  it('frames a game this tab launched, also after a reload', async () => {
    rememberLaunchedGame('/wps/static/play/abc');
    await renderApp({ path: `/game?url=${encodeURIComponent('/wps/static/play/abc')}` });
    expect(await screen.findByTitle('Game', {}, booted)).toHaveAttribute('src', '/wps/static/play/abc');
  });

  it('frames an address on a configured launch host', async () => {
    await renderApp({ path: '/game?url=https://play.lucky.example/slot/1', config: { launchHosts: ['https://play.lucky.example'] } });
    expect(await screen.findByTitle('Game', {}, booted)).toHaveAttribute('src', 'https://play.lucky.example/slot/1');
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['a game address of this site this tab never launched', '/wps/static/play/not-launched'],
  ])('shows a clear message and no frame for an address from elsewhere: %s', async (_, url) => {
    await renderApp({ path: `/game?url=${encodeURIComponent(url)}` });
    expect(await screen.findByRole('heading', { name: 'No game to show' }, booted)).toBeInTheDocument();
    expect(screen.getByText(/did not come from this site/)).toBeInTheDocument();
    expect(frame()).not.toBeInTheDocument();
  });

  it('keeps only the last launches of the tab', () => {
    for (let n = 0; n < 25; n++) rememberLaunchedGame(`/wps/static/play/${n}`);
    rememberLaunchedGame('/wps/static/play/3');
    const kept = JSON.parse(sessionStorage.getItem('launchedGames')!) as string[];
    expect(kept).toHaveLength(20);
    expect(kept[0]).toBe('/wps/static/play/3');
    expect(kept).not.toContain('/wps/static/play/4');
  });
});
