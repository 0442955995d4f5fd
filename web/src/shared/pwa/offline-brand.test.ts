import { describe, expect, it } from 'vitest';
import devConfig from '../../../public/config.json';
import { offlineBrandOf } from './offline-brand';

describe('the offline page’s brand (from the runtime config the worker kept)', () => {
  it('is the brand of the host, with both themes’ colours as a stylesheet', () => {
    const jade = offlineBrandOf(devConfig, 'jadecrest.localhost:4173');
    expect(jade?.brand.name).toBe('Jadecrest');
    expect(jade?.stylesheet).toContain(`:root[data-theme='dark'] {\n  --bg: ${devConfig.brands.jadecrest.colours.dark.bg};`);
    expect(offlineBrandOf(devConfig, 'localhost')?.brand.name).toBe('Ripelarva');
  });

  it('is none without a config, or when a colour is anything but six hex digits (nothing else reaches the CSS)', () => {
    expect(offlineBrandOf(null, 'localhost')).toBeNull();
    expect(offlineBrandOf({}, 'localhost')).toBeNull();
    const tampered = structuredClone(devConfig);
    tampered.brands.ripelarva.colours.dark.bg = 'red; } body { display: none';
    expect(offlineBrandOf(tampered, 'localhost')).toBeNull();
  });
});
