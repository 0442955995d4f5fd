import type { FundOrder } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { fakeHttp } from '../../../test/fake-http';
import { testI18n } from '../../../test/test-i18n';
import { memberCentreFeature } from '../feature';
import { ConfirmPayoutDialog } from './confirm-payout';
import { PayoutLine } from './payout-line';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const order: FundOrder = {
  orderNo: 'W00000001',
  type: 'WITHDRAW',
  amount: 300,
  status: 'PAID',
  createdAt: 1,
  updatedAt: 1,
  confirmation: 'WAITING',
};

// jsdom has no object URLs: the previews get a stand-in address.
beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

async function show(view: ReactNode) {
  const { http } = fakeHttp({}, { token: 't' });
  const i18n = await testI18n();
  const store = makeStore({ http, i18n });
  store.injector.inject(memberCentreFeature);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{view}</I18nextProvider>
    </Provider>,
  );
}

describe('the payout confirmation', () => {
  it('drops "add at least one image" once an image is added, and puts each problem on its own line', async () => {
    await show(<ConfirmPayoutDialog order={order} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Did you receive 300.00?' });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(within(dialog).getByRole('radio', { name: 'Not received' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Add at least one image that shows the payout did not arrive$/);

    await user.upload(within(dialog).getByLabelText('Add images'), [
      new File([PNG], 'receipt.png', { type: 'image/png' }),
      new File(['hello'], 'note.png', { type: 'image/png' }),
      new File(['hello'], 'scan.jpg', { type: 'image/jpeg' }),
    ]);
    expect(await within(dialog).findByRole('img', { name: 'receipt.png' })).toBeInTheDocument();
    const problems = within(within(dialog).getByRole('alert')).getAllByRole('listitem');
    expect(problems.map((p) => p.textContent)).toEqual(['note.png is not a PNG or JPG image', 'scan.jpg is not a PNG or JPG image']);
  });

  it('counts the proof images of a payout reported not received in words that agree with the number', async () => {
    await show(
      <>
        <PayoutLine order={{ ...order, confirmation: 'NOT_RECEIVED', proofCount: 1 }} onConfirm={() => undefined} />
        <PayoutLine order={{ ...order, confirmation: 'NOT_RECEIVED', proofCount: 3 }} onConfirm={() => undefined} />
      </>,
    );
    expect(screen.getAllByTestId('payout-line').map((l) => l.textContent)).toEqual([
      'You reported it was not received (1 proof image)',
      'You reported it was not received (3 proof images)',
    ]);
  });
});
