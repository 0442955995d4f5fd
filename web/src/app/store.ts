import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { i18n } from 'i18next';
import createSagaMiddleware from 'redux-saga';
import { gamesSlice } from '../features/games';
import { preferencesSlice } from '../features/preferences/slice';
import { newPlayerSlice, overlaySlice, sessionSlice, verificationSlice } from '../features/identity';
import { systemSlice } from '../shared/site/site-slice';
import type { HttpClient } from '../shared/http/http-client';
import { rootSaga } from './root-saga';

export const rootReducer = combineReducers({
  system: systemSlice.reducer,
  preferences: preferencesSlice.reducer,
  session: sessionSlice.reducer,
  overlay: overlaySlice.reducer,
  verification: verificationSlice.reducer,
  newPlayerPromotions: newPlayerSlice.reducer,
  games: gamesSlice.reducer,
});
export type RootState = ReturnType<typeof rootReducer>;

export type StoreDeps = { http: HttpClient; i18n: i18n; navigate?: (path: string) => void };

/** A real store with its sagas running; tests build one the same way. */
export function makeStore(deps: StoreDeps, preloadedState?: Partial<RootState>) {
  const saga = createSagaMiddleware({ context: { http: deps.http, i18n: deps.i18n, navigate: deps.navigate ?? (() => undefined) } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  saga.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
