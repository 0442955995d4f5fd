import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '../../config/runtime-config';

export type Theme = 'dark' | 'light';

export type PreferencesState = {
  theme: Theme;
  language: Language;
  languages: Language[];
  menuMini: boolean;
  /** The side menu as a drawer over the page (phones); never kept across reloads. */
  drawerOpen: boolean;
  /** /vnlottery and /seamless hide the top and left bars until the menu toggle shows them (spec 02, section 2). */
  barsShown: boolean;
};

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: {
    theme: 'dark',
    language: 'TY',
    languages: ['TY', 'EN'],
    menuMini: false,
    drawerOpen: false,
    barsShown: false,
  } as PreferencesState,
  reducers: {
    themeToggled(state) {
      state.theme = state.theme === 'dark' ? 'light' : 'dark';
    },
    languageChanged(state, action: PayloadAction<Language>) {
      if (state.languages.includes(action.payload)) state.language = action.payload;
    },
    menuToggled(state) {
      state.menuMini = !state.menuMini;
    },
    drawerToggled(state) {
      state.drawerOpen = !state.drawerOpen;
    },
    barsToggled(state) {
      state.barsShown = !state.barsShown;
    },
    drawerClosed(state) {
      state.drawerOpen = false;
    },
  },
});

export const preferencesActions = preferencesSlice.actions;

type WithPreferences = { preferences: PreferencesState };
export const selectTheme = (s: WithPreferences) => s.preferences.theme;
export const selectLanguage = (s: WithPreferences) => s.preferences.language;
export const selectLanguages = (s: WithPreferences) => s.preferences.languages;
export const selectMenuMini = (s: WithPreferences) => s.preferences.menuMini;
export const selectDrawerOpen = (s: WithPreferences) => s.preferences.drawerOpen;
export const selectBarsShown = (s: WithPreferences) => s.preferences.barsShown;

declare module '../../shared/store/root-state' {
  interface RootState {
    preferences: PreferencesState;
  }
}
