import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { SessionKey } from '../../shared/storage/keys';
import { session } from '../../shared/storage/web-storage';
import { fakeHttp, ok, openBody } from '../../test/fake-http';
import { testI18n } from '../../test/test-i18n';
import { preferencesActions } from './slice';

const languages = ['TY', 'EN', 'VI'] as const;

async function preferencesStore() {
  const { http, requests, settle } = fakeHttp({ 'PUT /wps/member/language': ok(true) });
  const i18n = await testI18n('EN', [...languages]);
  const store = makeStore(
    { http, i18n },
    { preferences: { theme: 'dark', language: 'EN', languages: [...languages], menuMini: false, drawerOpen: false, barsShown: false } },
  );
  return { store, requests, i18n, settle };
}

afterEach(() => sessionStorage.clear());

describe('the language preference', () => {
  it('switches the texts and the html lang, and tells the server when a player is logged in', async () => {
    session.set(SessionKey.Token, 'token-1');
    const { store, requests, i18n, settle } = await preferencesStore();
    store.dispatch(preferencesActions.languageChanged('VI'));
    await settle();
    expect(i18n.language).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
    const sent = requests.filter((r) => r.url === '/wps/member/language');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('put');
    expect(openBody(sent[0]!)).toEqual({ language: 'VI' });
  });

  it('keeps a visitor’s choice to the browser', async () => {
    const { store, requests, i18n, settle } = await preferencesStore();
    store.dispatch(preferencesActions.languageChanged('TY'));
    await settle();
    expect(i18n.language).toBe('ty');
    expect(requests.filter((r) => r.url === '/wps/member/language')).toHaveLength(0);
  });
});
