import type { i18n } from 'i18next';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { ConfigContext } from '../config/config-context';
import type { RuntimeConfig } from '../config/runtime-config';
import { FeatureInjectorContext } from '../shared/store/feature';
import { NavigationBridge, type Navigation } from './navigation';
import { RoutesProvider } from './route-handle';
import { StatusGate } from './status-gate';
import type { AppStore, RootState } from './store';

/** The route table, the navigation the store's sagas use, and the router: the browser's, or a test's in memory. */
export type Routing = { routes: RouteObject[]; navigation: Navigation; Router?: ComponentType<{ children: ReactNode }> };

type Props = {
  store: AppStore;
  i18n: i18n;
  config: RuntimeConfig;
  routing: Routing;
  /** The state a server rendered: hydration reads it, whatever the store did since (react-redux's serverState). */
  serverState?: RootState;
};

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Composes the providers; app/start.tsx and the component tests both render this. */
export function App({ store, i18n, config, routing: { routes, navigation, Router = BrowserRouter }, serverState }: Props) {
  return (
    <ConfigContext.Provider value={config}>
      <Provider store={store} serverState={serverState}>
        <FeatureInjectorContext.Provider value={store.injector}>
          <I18nextProvider i18n={i18n}>
            <Suspense fallback={null}>
              <StatusGate>
                <Router>
                  <NavigationBridge navigation={navigation} />
                  <RoutesProvider routes={routes}>
                    <AppRoutes routes={routes} />
                  </RoutesProvider>
                </Router>
              </StatusGate>
            </Suspense>
          </I18nextProvider>
        </FeatureInjectorContext.Provider>
      </Provider>
    </ConfigContext.Provider>
  );
}
