import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeRoutes } from '../../../test/fake-http';
import { renderApp } from '../../../test/render-app';
import { passSlide, refused, slideRoutes } from '../../../test/slide-check';

// The first render and the modal's chunk may take a while on a busy machine.
const chunk = { timeout: 5000 };

const openLogin = async (routes: FakeRoutes, flags?: Record<string, boolean>) => {
  await renderApp({ routes: { ...slideRoutes, ...routes }, flags });
  await userEvent.click(within(await screen.findByRole('banner', {}, chunk)).getByRole('button', { name: 'Login' }));
  return screen.findByRole('dialog', { name: 'Login' }, chunk);
};

const loginAs = async (dialog: HTMLElement, username: string, password: string) => {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  await userEvent.click(within(dialog).getAllByRole('button', { name: 'Login' }).at(-1)!);
  await passSlide();
};

describe('the login form', { timeout: 15_000 }, () => {
  it('shows a failure on its own tab only: not on the SMS tab, nor back on the username tab', async () => {
    const dialog = await openLogin({
      'POST /wps/session/login': () => refused('LOGIN_FAILED', 'Wrong username or password')(),
    });
    await loginAs(dialog, 'player01', 'not-it');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wrong username or password');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'SMS' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Username' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('empties the captcha answer when a failed login brings a new captcha', async () => {
    let issued = 0;
    const dialog = await openLogin({
      'POST /wps/session/login': () => ({
        body: { success: false, errorCode: 'LOGIN_FAILED', message: 'Wrong username or password', value: { captcha: true } },
      }),
      'GET /wps/captcha': () => ({ body: { success: true, value: ++issued % 2 ? 'QUFBQQ==' : 'QkJCQg==' } }),
    });
    await loginAs(dialog, 'player01', 'not-it');
    const first = (await within(dialog).findByRole('img', { name: /Captcha image/ })).getAttribute('src');
    const answer = within(dialog).getByRole('textbox', { name: 'Captcha' });
    await userEvent.type(answer, '1234');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Login' }).at(-1)!);
    await passSlide();
    // A second image within a second of the first waits for that second to pass.
    await waitFor(() => expect(within(dialog).getByRole('img', { name: /Captcha image/ })).not.toHaveAttribute('src', first), {
      timeout: 3000,
    });
    expect(answer).toHaveValue('');
  });
});

describe('the login dialog and the modules of the site', { timeout: 15_000 }, () => {
  it('has no SMS tab when SMS login (MOBILEVERCODELOGIN3) is off', async () => {
    const dialog = await openLogin({}, { MOBILEVERCODELOGIN3: false });
    expect(await within(dialog).findByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'SMS' })).not.toBeInTheDocument();
  });

  it('offers neither registration nor free play when DIRECTREG3 and FREEPLAY3 are off, nor does the header', async () => {
    const dialog = await openLogin({}, { DIRECTREG3: false, FREEPLAY3: false });
    expect(await within(dialog).findByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'Register' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Register now' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Free demo' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: /^(Register|Free demo)$/ })).not.toBeInTheDocument();
  });

  it('registers by mobile only in its Register tab when registration by username (USERNAMEREG3) is off', async () => {
    const dialog = await openLogin({}, { USERNAMEREG3: false });
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Register' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Mobile number' }, chunk)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
  });
});
