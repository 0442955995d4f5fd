import { call, select, takeEvery } from 'redux-saga/effects';
import { hasToken } from '../../shared/access/access';
import { setLanguageCookie } from '../../shared/i18n/language-cookie';
import { i18nCode, languageTable } from '../../shared/i18n/languages';
import { contextOf, request } from '../../shared/store/saga-context';
import { LocalKey } from '../../shared/storage/keys';
import { local } from '../../shared/storage/web-storage';
import { updateMemberLanguage } from './api';
import { preferencesActions, selectLanguage, selectTheme, type Theme } from './slice';
import type { Language } from '../../config/runtime-config';

export function* persistTheme() {
  const theme: Theme = yield select(selectTheme);
  local.set(LocalKey.Theme, theme);
  document.documentElement.dataset.theme = theme;
}

/** Switches the catalogue, remembers the choice and the one before it (hisLang). */
export function* switchLanguage() {
  const language: Language = yield select(selectLanguage);
  const i18nInstance = yield* contextOf('i18n');
  const previous = local.get(LocalKey.Lang);
  if (previous && previous !== language) local.set(LocalKey.HisLang, previous);
  local.set(LocalKey.Lang, language);
  setLanguageCookie(language);
  document.documentElement.lang = languageTable[language].htmlLang;
  yield call([i18nInstance, i18nInstance.changeLanguage], i18nCode(language));
  if (hasToken()) {
    try {
      yield* request(updateMemberLanguage, language);
    } catch {
      // The page already speaks the new language; the server learns it at the next change.
    }
  }
}

export function* preferencesSaga() {
  yield takeEvery(preferencesActions.themeToggled.type, persistTheme);
  yield takeEvery(preferencesActions.languageChanged.type, switchLanguage);
}

/** The first preferences, from what the browser kept and the runtime config. */
export function initialPreferences(languages: Language[], defaultLanguage: Language) {
  const storedTheme = local.get(LocalKey.Theme);
  const storedLang = local.get(LocalKey.Lang) as Language | null;
  return {
    theme: (storedTheme === 'light' ? 'light' : 'dark') as Theme,
    language: storedLang && languages.includes(storedLang) ? storedLang : defaultLanguage,
    languages,
    menuMini: false,
    drawerOpen: false,
    barsShown: false,
  };
}
