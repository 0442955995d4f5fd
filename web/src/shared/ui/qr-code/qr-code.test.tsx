import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../test/test-i18n';
import { QrCode } from './qr-code';

describe('the QR code', () => {
  it('says so and offers the link when the data is too long for a QR code', async () => {
    const i18n = await testI18n();
    const link = `https://dl.example.com/${'x'.repeat(4000)}`;
    render(
      <I18nextProvider i18n={i18n}>
        <QrCode text={link} size={100} label="Android app QR code" />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('code length overflow');
    expect(screen.getByRole('link', { name: 'Open the link' })).toHaveAttribute('href', link);
  });
});
