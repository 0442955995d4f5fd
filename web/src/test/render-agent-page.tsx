import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { makeStore } from '../app/store';
import { agentCentreFeature } from '../features/agent-centre/feature';
import { fakeHttp, type FakeRoutes } from './fake-http';
import { testI18n } from './test-i18n';

/**
 * One agent-centre page (or dialog) on its own, as its component tests render it: a store with the agent centre,
 * i18n in English, a logged-in agent's token and a fake backend answering these routes.
 */
export async function renderAgentPage(page: ReactElement, routes: FakeRoutes) {
  const fake = fakeHttp(routes, { token: 't' });
  const i18n = await testI18n();
  const store = makeStore({ http: fake.http, i18n });
  store.injector.inject(agentCentreFeature);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{page}</I18nextProvider>
    </Provider>,
  );
  return { ...fake, store };
}
