import { describe, expect, it } from 'vitest';
import { linkageTarget } from './banner-carousel';

const banner = (linkageType: '' | 'PROMOTION' | 'ROUTE' | 'URL', linkage: string) => ({
  bannerId: 1,
  groupName: 'w_home',
  url: '/b.svg',
  linkageType,
  linkage,
});

describe('linkageTarget', () => {
  it('opens a promotion through the promotions route with its id', () =>
    expect(linkageTarget(banner('PROMOTION', '101'))).toEqual({ route: '/promotions?id=101' }));
  it('follows a route of the site', () => expect(linkageTarget(banner('ROUTE', '/rng'))).toEqual({ route: '/rng' }));
  it('opens an outside address', () => expect(linkageTarget(banner('URL', 'https://example.com'))).toEqual({ url: 'https://example.com' }));
  it('leaves a banner without linkage, or with a bad one, unclickable', () => {
    expect(linkageTarget(banner('', ''))).toBeNull();
    expect(linkageTarget(banner('URL', 'javascript:alert(1)'))).toBeNull();
  });
});
