import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { fakeHttp, ok } from '../../../test/fake-http';
import { testI18n } from '../../../test/test-i18n';
import { agentCentreFeature } from '../feature';
import { RegisterCentrePage } from './register-centre-page';

const TAKEN = new Set(['player01']);

/** The registration centre over a backend that knows one taken name, refuses names under 6 and creates any other. */
async function renderCentre() {
  const { http, requests } = fakeHttp(
    {
      'GET /wps/agent/affiliate': ok({ affiliateCode: 'AG1' }),
      'GET /wps/check/username': (config) => {
        const username = String((config.params as { username: string }).username);
        if (username.length < 6)
          return { body: { success: false, code: 'REGISTER_FIELD_INVALID', message: 'username must be 6 - 16 characters' } };
        return ok({ exists: TAKEN.has(username.toLowerCase()) })();
      },
      'POST /wps/agent/downline': ok({ username: 'newsub01', type: 0, regDate: '2026-11-22' }),
      'GET /wps/agent/downlines': ok({ list: [], total: 0, totalPages: 1 }),
    },
    { token: 't' },
  );
  const i18n = await testI18n();
  const store = makeStore({ http, i18n });
  store.injector.inject(agentCentreFeature);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RegisterCentrePage />
      </I18nextProvider>
    </Provider>,
  );
  const checks = () => requests.filter((r) => r.url === '/wps/check/username').map((r) => (r.params as { username: string }).username);
  const creates = () => requests.filter((r) => r.url === '/wps/agent/downline');
  return { checks, creates, username: screen.getByRole('textbox', { name: 'Username' }) };
}

describe('the username check of the create-downline form', () => {
  it('checks once the typing rests and says, under the field and to screen readers, that a name is taken', async () => {
    const { checks, username } = await renderCentre();
    await userEvent.type(username, 'player01');
    const status = await screen.findByText('This username is taken.');
    expect(status).toHaveAttribute('role', 'status');
    expect(username).toHaveAccessibleDescription('This username is taken.');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    // One ask for the whole name, not one a keystroke.
    expect(checks()).toEqual(['player01']);
  });

  it('says a free name is available, checking at once when the field is left', async () => {
    const { checks, username } = await renderCentre();
    await userEvent.type(username, 'newsub01');
    await userEvent.tab();
    expect(await screen.findByText('This username is available.')).toHaveAttribute('role', 'status');
    expect(checks()).toEqual(['newsub01']);
    expect(username).toHaveAttribute('aria-invalid', 'false');
  });

  it('asks nothing for a name of the wrong shape, and shows why the site refuses a shaped one', async () => {
    const { checks, username } = await renderCentre();
    await userEvent.type(username, '1abc');
    await userEvent.tab();
    expect(checks()).toEqual([]);
    await userEvent.clear(username);
    await userEvent.type(username, 'abcde');
    await userEvent.tab();
    expect(await screen.findByText('This username does not meet the site’s rule for usernames')).toBeInTheDocument();
  });

  it('does not send a name the check found taken, and sends one found available', async () => {
    const { creates, username } = await renderCentre();
    await userEvent.type(screen.getByLabelText('Password'), 'Sub2026x');
    await userEvent.type(username, 'player01');
    await screen.findByText('This username is taken.');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(creates()).toEqual([]);
    await userEvent.clear(username);
    await userEvent.type(username, 'newsub01');
    await screen.findByText('This username is available.');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(await screen.findByTestId('downline-created')).toHaveTextContent('newsub01');
  });
});
