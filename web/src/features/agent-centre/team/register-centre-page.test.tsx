import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterRules } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fake-http';
import { renderAgentPage } from '../../../test/render-agent-page';
import { RegisterCentrePage } from './register-centre-page';

const TAKEN = new Set(['player01']);

/** The site's registration rules as spec 01 gives them: a username of 6 to 16, a letter first; a password of 8 to 20. */
const SITE_RULES: RegisterRules = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    patternId: 'LETTER_FIRST_ALNUM',
    minLength: 6,
    maxLength: 16,
  },
  password: { enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 8, maxLength: 20 },
};

/**
 * The registration centre over a backend that knows one taken name, refuses names under 6 and creates any
 * other; `rules` are the registration rules it serves, `creates` the answers of the create call in turn.
 */
async function renderCentre({ rules = {}, answers }: { rules?: RegisterRules; answers?: ('ok' | 'taken')[] } = {}) {
  let created = 0;
  const { requests } = await renderAgentPage(<RegisterCentrePage />, {
    'GET /wps/agent/affiliate': ok({ affiliateCode: 'AG1' }),
    'GET /wps/check/username': (config) => {
      const username = String((config.params as { username: string }).username);
      if (username.length < 6)
        return { body: { success: false, code: 'REGISTER_FIELD_INVALID', message: 'username must be 6 - 16 characters' } };
      return ok({ exists: TAKEN.has(username.toLowerCase()) })();
    },
    'GET /wps/system/setting/register': ok(rules),
    'POST /wps/agent/downline': () =>
      (answers?.[created++] ?? 'ok') === 'ok'
        ? ok({ username: 'newsub01', type: 0, regDate: '2026-11-22' })()
        : { body: { success: false, code: 'USERNAME_TAKEN', message: 'The username is taken' } },
    'GET /wps/agent/downlines': ok({ list: [], total: 0, totalPages: 1 }),
  });
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

describe("the create-downline form holds a new downline to the site's registration rules", () => {
  it('refuses a name the registration refuses ("abcd" where it asks 6 to 16), in its words, and asks and sends nothing', async () => {
    const { checks, creates, username } = await renderCentre({ rules: SITE_RULES });
    await userEvent.type(screen.getByLabelText('Password'), 'Sub2026xy');
    await userEvent.type(username, 'abcd');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('6 - 16 characters, a letter first, then letters and digits')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(checks()).toEqual([]);
    expect(creates()).toEqual([]);
  });

  it("refuses a password shorter than the site's password rule, though the create call would take it", async () => {
    const { creates, username } = await renderCentre({ rules: SITE_RULES });
    await userEvent.type(username, 'newsub01');
    await screen.findByText('This username is available.');
    await userEvent.type(screen.getByLabelText('Password'), 'Sub26x');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('8 - 20 characters')).toBeInTheDocument();
    expect(creates()).toEqual([]);
  });

  it('sends a name and password that meet both the rules and the create call', async () => {
    const { creates, username } = await renderCentre({ rules: SITE_RULES });
    await userEvent.type(username, 'newsub01');
    await screen.findByText('This username is available.');
    await userEvent.type(screen.getByLabelText('Password'), 'Sub2026xy');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(creates()).toHaveLength(1));
  });
});

describe('a message of the create-downline form does not outlive its moment', () => {
  /** Creates newsub01 and waits for the success message. */
  async function createOnce(username: HTMLElement) {
    await userEvent.type(username, 'newsub01');
    await screen.findByText('This username is available.');
    await userEvent.type(screen.getByLabelText('Password'), 'Sub2026x');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    return screen.findByTestId('downline-created');
  }

  it('clears the success once the agent types again', async () => {
    const { username } = await renderCentre();
    await createOnce(username);
    await userEvent.type(username, 'n');
    expect(screen.queryByTestId('downline-created')).toBeNull();
  });

  it('clears the success on a new submit, so a later refusal stands alone', async () => {
    const { username } = await renderCentre();
    await createOnce(username);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A letter first, then 4 to 16 letters and digits.')).toBeInTheDocument();
    expect(screen.queryByTestId('downline-created')).toBeNull();
  });

  it('shows a later failure without the earlier success, and clears the failure once the agent types again', async () => {
    const { creates, username } = await renderCentre({ answers: ['ok', 'taken'] });
    await createOnce(username);
    await userEvent.type(username, 'newsub02');
    await screen.findByText('This username is available.');
    await userEvent.type(screen.getByLabelText('Password'), 'Sub2026x');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is taken');
    expect(creates()).toHaveLength(2);
    expect(screen.queryByTestId('downline-created')).toBeNull();
    await userEvent.type(screen.getByLabelText('Password'), 'z');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
