import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { SiteLanguage } from '@portal/contracts';
import { testI18n } from '../../test/test-i18n';
import { useErrorText } from './use-error-text';

function Failure({ code, message }: { code: string; message: string }) {
  return <p role="alert">{useErrorText()({ code, message })}</p>;
}

async function shown(code: string, language: SiteLanguage = 'EN') {
  render(
    <I18nextProvider i18n={await testI18n(language)}>
      <Failure code={code} message="The server's own words" />
    </I18nextProvider>,
  );
  return screen.getByRole('alert').textContent;
}

describe('the text of a failure', () => {
  it('tells the player to check the device clock when a sealed request expired', async () => {
    expect(await shown('REQUEST_EXPIRED')).toMatch(/check the device's date and time/);
  });

  it('tells the player a money action is still running rather than to send it again', async () => {
    expect(await shown('REQUEST_IN_PROGRESS', 'VI')).toBe(
      'Yêu cầu của bạn vẫn đang được xử lý. Vui lòng chờ một lát và kiểm tra số dư trước khi thử lại.',
    );
  });

  it("falls back to the server's message for a code it has no text for", async () => {
    expect(await shown('WORLD_LIMIT')).toBe("The server's own words");
  });
});
