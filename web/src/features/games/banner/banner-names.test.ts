import type { Banner } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '../../../test/test-i18n';
import { bannerName } from './banner-names';

const banner = (linkageType: Banner['linkageType'], linkage: string): Banner => ({
  bannerId: 7,
  groupName: 'w_home',
  url: '/b.svg',
  linkageType,
  linkage,
});
let t: Parameters<typeof bannerName>[3];
beforeAll(async () => void (t = (await testI18n('EN')).getFixedT(null, 'common') as typeof t));
const known = { promotions: [{ id: 101, title: 'Welcome bonus' }], sections: { home: 'Home', rng: 'Slots' } };
const second = { index: 1, total: 5 };

describe('bannerName (the alt of a banner picture; the wire gives banners no title)', () => {
  it("is the promotion's title for a banner that opens a promotion", () =>
    expect(bannerName(banner('PROMOTION', '101'), second, known, t)).toBe('Welcome bonus (banner 2 of 5)'));
  it("is the page's name for a banner that opens a page of the site", () => {
    expect(bannerName(banner('ROUTE', '/rng?vendor=PG'), second, known, t)).toBe('Slots (banner 2 of 5)');
    expect(bannerName(banner('ROUTE', '/'), second, known, t)).toBe('Home (banner 2 of 5)');
  });
  it('is its place in the group where nothing better is known: no linkage, an outside link, an unknown promotion', () => {
    for (const b of [banner('', ''), banner('URL', 'https://example.com'), banner('PROMOTION', '999'), banner('ROUTE', '/nowhere')])
      expect(bannerName(b, second, known, t)).toBe('Banner 2 of 5');
  });
});
