import { describe, expect, it } from 'vitest';
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
});
