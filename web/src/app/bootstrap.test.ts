import { describe, expect, it, vi } from 'vitest';
import devConfig from '../../public/config.json';
import type { RuntimeConfig } from '../config/runtime-config';
import { bootstrap } from './bootstrap';

describe('bootstrap', () => {
  it('starts a first visit in the default language of the runtime config (TY in public/config.json), html lang included', async () => {
    // No status answer is needed to read the start: the call it sends is left to fail beside the test.
    const { i18n, store } = await bootstrap({ ...(devConfig as RuntimeConfig), apiBaseUrl: 'http://127.0.0.1:9' });
    expect(store.getState().preferences.language).toBe('TY');
    expect(document.documentElement.lang).toBe('tl');
    expect(i18n.t('header.login')).toBe('Mag-login');
  });

  it('dresses the page in the brand of the host before anything renders, and gives the shell its name and logo', async () => {
    // jsdom's page is at localhost, a host brandHosts does not name: the default brand.
    const { store } = await bootstrap({ ...(devConfig as RuntimeConfig), apiBaseUrl: 'http://127.0.0.1:9' });
    expect(document.title).toBe('Ripelarva');
    expect(document.adoptedStyleSheets[0]!.cssRules[0]!.cssText).toContain('--bg: #120e22');
    expect(store.getState().system.brand).toEqual({ name: 'Ripelarva', logo: '/brands/ripelarva/logo.svg', welcomeBonus: '₱100' });
    const jadecrest = { ...(devConfig as RuntimeConfig), apiBaseUrl: 'http://127.0.0.1:9', brandHosts: { localhost: 'jadecrest' } };
    expect((await bootstrap(jadecrest)).store.getState().system.brand?.name).toBe('Jadecrest');
    expect(document.title).toBe('Jadecrest');
  });
  it('leaves the public key alone at start: it is imported with the first sealed call (login, register)', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    try {
      await bootstrap({ ...(devConfig as RuntimeConfig), apiBaseUrl: 'http://127.0.0.1:9' });
      expect(importKey).not.toHaveBeenCalled();
    } finally {
      importKey.mockRestore();
    }
  });
});
