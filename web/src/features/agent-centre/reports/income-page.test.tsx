import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { fakeHttp, ok, type FakeAnswer } from '../../../test/fake-http';
import { testI18n } from '../../../test/test-i18n';
import { agentCentreFeature } from '../feature';
import { IncomePage } from './income-page';

const income = (net: number) => ({
  list: [{ day: '2026-11-20', salaryIn: net, salaryOut: 0, net }],
  footer: { salaryIn: net, salaryOut: 0, net },
});

/** My income page over a backend that gives these answers in turn (the last one again after that). */
async function renderIncome(...answers: FakeAnswer[]) {
  const last = answers.at(-1)!;
  const { http, settle } = fakeHttp({ 'GET /wps/agent/income': () => answers.shift() ?? last }, { token: 't' });
  const i18n = await testI18n();
  const store = makeStore({ http, i18n });
  store.injector.inject(agentCentreFeature);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <IncomePage />
      </I18nextProvider>
    </Provider>,
  );
  return { settle };
}

describe('a report of the agent centre and its load', () => {
  it('says Loading, then words a failure from its code with Try again, which reads it again', async () => {
    await renderIncome('network-error', ok(income(5))());
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('This could not be loaded. Network link is abnormal, please try again');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('income-net')).toHaveTextContent('5.00');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the figures read before above a failed refresh', async () => {
    const { settle } = await renderIncome(ok(income(5))(), { body: { success: false, errorCode: 'MODULE_DISABLED', message: 'raw' } });
    expect(await screen.findByTestId('income-net')).toHaveTextContent('5.00');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await settle();
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not available on this site');
    expect(screen.getByTestId('income-net')).toHaveTextContent('5.00');
  });
});
