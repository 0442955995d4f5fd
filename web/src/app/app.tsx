import type { i18n } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ConfigContext } from '../config/config-context';
import type { RuntimeConfig } from '../config/runtime-config';
import { FeatureInjectorContext } from '../shared/store/feature';
import { StatusGate } from './status-gate';
import type { AppStore } from './store';

type Props = { store: AppStore; i18n: i18n; config: RuntimeConfig; router: ReturnType<typeof createBrowserRouter> };

/** Composes the providers; main.tsx and the component tests both render this. */
export function App({ store, i18n, config, router }: Props) {
  return (
    <ConfigContext.Provider value={config}>
      <Provider store={store}>
        <FeatureInjectorContext.Provider value={store.injector}>
          <I18nextProvider i18n={i18n}>
            <Suspense fallback={null}>
              <StatusGate>
                <RouterProvider router={router} />
              </StatusGate>
            </Suspense>
          </I18nextProvider>
        </FeatureInjectorContext.Provider>
      </Provider>
    </ConfigContext.Provider>
  );
}
