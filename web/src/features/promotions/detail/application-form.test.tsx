import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../test/fake-http';
import { renderApp } from '../../../test/render-app';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const apply = {
  id: 103,
  title: 'New player free spins',
  category: 'new_player',
  content: '<p>Send us a screenshot</p>',
  image: '/p.svg',
  startDate: 1,
  endDate: 2,
  promotionType: 'APPLY',
  status: 'applying',
  needsAgreement: false,
};

// jsdom has no object URLs: the previews get a stand-in address.
beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

describe('the activity application form', { timeout: 20_000 }, () => {
  it('previews the images it takes, and shows the server s refusal when the server still says no', async () => {
    const { store } = await renderApp({
      path: '/promotions?id=103',
      routes: {
        'GET /wps/promotions/detail': ok(apply),
        'POST /wps/promotions/apply': () => ({
          body: { success: false, errorCode: 'IMAGE_REJECTED', message: 'win.png is not a png or jpg image' },
        }),
      },
    });
    // Logged in (the session's own action: identity's slice, which a feature does not import).
    store.dispatch({ type: 'session/tokenStored', payload: { token: 't', mustChangePassword: false } });
    const form = await screen.findByRole('form', { name: 'Activity application' }, { timeout: 5000 });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(within(form).getByRole('textbox', { name: 'Comment' }), 'My win');
    await user.upload(within(form).getByTestId('application-images'), [
      new File([PNG], 'win.png', { type: 'image/png' }),
      new File(['hello'], 'note.png', { type: 'image/png' }),
    ]);
    expect(await within(form).findByRole('img', { name: 'Preview of win.png' })).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('note.png is not a png or jpg image');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByText('An image was refused: only png or jpg images are taken.')).toBeInTheDocument();
  });
});
