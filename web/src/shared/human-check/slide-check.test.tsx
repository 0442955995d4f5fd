import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, openBody } from '../../test/fake-http';
import { renderApp } from '../../test/render-app';

const PUZZLE = 'iVBORw0KGgoAAAANSUhEUgAAASwAAAAw';

/** Opens the login dialog and submits it, which asks for the slide check first. */
async function openSlideCheck() {
  const app = await renderApp({
    routes: {
      'GET /wps/verification/slide': ok({ challengeId: 'c7', width: 300, image: PUZZLE }),
      'POST /wps/verification/slide': ok({ validate: 'validate-7' }),
    },
  });
  // The first render loads the shell's lazy parts: slow on a busy machine.
  const banner = await screen.findByRole('banner', {}, { timeout: 5000 });
  await userEvent.click(within(banner).getByRole('button', { name: 'Login' }));
  const login = await screen.findByRole('dialog', { name: 'Login' });
  await userEvent.type(within(login).getByRole('textbox', { name: 'Username' }), 'player01');
  await userEvent.type(within(login).getByLabelText('Password'), 'Lucky2026');
  await userEvent.click(within(login).getAllByRole('button', { name: 'Login' }).at(-1)!);
  const dialog = await screen.findByRole('dialog', { name: 'Security check' });
  await waitFor(() => expect(within(dialog).getByRole('slider')).toBeEnabled());
  return { ...app, dialog };
}

describe('the slide check', { timeout: 15_000 }, () => {
  it("shows the server's puzzle picture, the gap drawn in it, and no answer of its own", async () => {
    const { dialog } = await openSlideCheck();
    expect(dialog.querySelector('img')).toHaveAttribute('src', `data:image/png;base64,${PUZZLE}`);
    expect(dialog.innerHTML).not.toMatch(/data-x|targetX/);
  });

  it('sends where the player left the piece, for the server to judge', async () => {
    const { dialog, requests } = await openSlideCheck();
    fireEvent.change(within(dialog).getByRole('slider'), { target: { value: '137' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument());
    const check = requests.find((r) => r.method === 'post' && r.url === '/wps/verification/slide');
    expect(openBody(check!)).toEqual({ challengeId: 'c7', x: 137 });
  });
});
