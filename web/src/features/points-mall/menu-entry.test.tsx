import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-http';
import { renderApp } from '../../test/render-app';

const routes = {
  'GET /wps/relay/MCS2_getPointConfig': ok({ pointsRatio: 10, units: 'points', convertRate: 0.01, minConvert: 100, rules: '<p>Rules</p>' }),
  'GET /wps/relay/MCS2_getPointReward': ok([]),
};

describe('the way to the points mall in the side menu', { timeout: 20_000 }, () => {
  it('is there when the site has the mall (PTSYS3) and opens /pointMall', async () => {
    const { router } = await renderApp({ flags: { PTSYS3: true }, routes });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 5000 });
    const entry = await within(menu).findByRole('link', { name: 'Points mall' });
    await userEvent.click(entry);
    expect(router.state.location.pathname).toBe('/pointMall');
    expect(await screen.findByRole('heading', { name: 'Points mall', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('speaks the player language', async () => {
    await renderApp({ flags: { PTSYS3: true }, language: 'VI', config: { languages: ['VI', 'EN'], defaultLanguage: 'VI' } });
    const menu = await screen.findByRole('navigation', { name: /./ }, { timeout: 5000 });
    expect(await within(menu).findByRole('link', { name: 'Cửa hàng đổi điểm' })).toHaveAttribute('href', '/pointMall');
  });

  it('is left out where the site has no mall', async () => {
    await renderApp({ flags: { PTSYS3: false } });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 5000 });
    await within(menu).findByRole('link', { name: 'Promotions' });
    expect(within(menu).queryByRole('link', { name: 'Points mall' })).not.toBeInTheDocument();
  });
});
