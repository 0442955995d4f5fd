import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { ok } from './fake-http';

/** The slide check's calls: a challenge (its picture; the answer stays on the server), and a pass. */
export const slideRoutes = {
  'GET /wps/verification/slide': ok({ challengeId: 'c1', width: 300, image: 'iVBORw0KGgo=' }),
  'POST /wps/verification/slide': ok({ validate: 'validate-1' }),
};

/** Passes the slide check as a player does, in any language: onto the marker, then its confirm button. */
export async function passSlide() {
  const slider = await screen.findByRole('slider');
  await waitFor(() => expect(slider).toBeEnabled());
  fireEvent.change(slider, { target: { value: '120' } });
  const dialog = slider.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('the slide check is not in a dialog');
  await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
  await waitFor(() => expect(screen.queryByRole('slider')).not.toBeInTheDocument());
}

/** A refusal as the fake answers it: the code, the server's English message, and the fields it names. */
export const refused = (code: string, message: string, fields?: Record<string, string>) => () => ({
  body: { success: false, errorCode: code, message, ...(fields && { value: { fields } }) },
});
