import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fake-http';
import { renderApp } from '../../../test/render-app';
import { passSlide, refused, slideRoutes } from '../../../test/slide-check';

// The first render and each modal's chunk may take a while on a busy machine.
const chunk = { timeout: 5000 };

describe('the forgot-password modal', { timeout: 15_000 }, () => {
  it("does not show the email tab's failure on the phone tab, before or after a code is sent", async () => {
    await renderApp({
      flags: { CHNGPASSVERIF3: true },
      routes: {
        ...slideRoutes,
        'POST /wps/member/password/email': refused('ACCOUNT_NOT_FOUND', 'Username/Email does not exist'),
        'POST /wps/verification/sms/password': () => ok({ expirationTime: Date.now() + 60_000 })(),
      },
    });
    await userEvent.click(within(await screen.findByRole('banner', {}, chunk)).getByRole('button', { name: 'Login' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }, chunk));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot password' }, chunk);
    await userEvent.type(within(forgot).getByRole('textbox', { name: 'Username' }), 'player01');
    await userEvent.type(within(forgot).getByRole('textbox', { name: 'Email' }), 'someone@example.com');
    await userEvent.click(within(forgot).getByRole('button', { name: 'Submit' }));
    expect(await within(forgot).findByRole('alert')).toHaveTextContent('Username/Email does not exist');

    await userEvent.click(within(forgot).getByRole('tab', { name: 'By phone' }));
    await userEvent.type(await within(forgot).findByRole('textbox', { name: 'Mobile number' }), '9171234567');
    expect(within(forgot).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(forgot).getByRole('button', { name: 'Send code' }));
    await passSlide();
    expect(await within(forgot).findByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
    expect(within(forgot).queryByRole('alert')).not.toBeInTheDocument();
  });
});
