import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-http';
import { renderApp, testConfig } from '../../test/render-app';

/** The home page of a site whose notice has no banners: the banner's place shows the site's welcome. */
async function welcomeOf(welcomeBonus?: string) {
  const brand = { ...testConfig.brands[testConfig.defaultBrand]!, welcomeBonus };
  if (!welcomeBonus) delete brand.welcomeBonus;
  await renderApp({
    config: { brands: { ...testConfig.brands, [testConfig.defaultBrand]: brand } },
    routes: { 'GET /wps/home/notice': ok({ player: [], banners: [], popup: [] }) },
  });
  const heading = await screen.findByRole('heading', { name: /^Welcome to / });
  return heading.parentElement!;
}

beforeEach(() => sessionStorage.clear());

describe('the welcome in place of banners (spec 01: the new-member bonus text)', () => {
  it('names the brand’s bonus in its currency', async () => {
    expect(await welcomeOf('₱100')).toHaveTextContent('New members can claim ₱100 after registering.');
  });

  it('says "a welcome bonus" for a brand that names no amount, never another site’s figure', async () => {
    const welcome = await welcomeOf();
    expect(welcome).toHaveTextContent('New members can claim a welcome bonus after registering.');
    expect(welcome).not.toHaveTextContent(/VND|\{\{/);
  });
});
