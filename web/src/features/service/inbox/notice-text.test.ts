import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../test/test-i18n';
import { formatsFor } from '../../../shared/i18n/use-format';
import { noticeText } from './notice-text';

const item = {
  inboxId: 1,
  category: 'FUND' as const,
  title: 'Deposit credited',
  content: '<p>platform words</p>',
  read: false,
  createdAt: 1,
};

describe('wording a platform notice', () => {
  it("words a notice in the player's language from its type and figures", async () => {
    const i18n = await testI18n('CN');
    const notice = { ...item, noticeType: 'DEPOSIT_CREDITED' as const, params: { orderNo: 'D00000012', amount: 1500 } };
    expect(noticeText(notice, i18n.getFixedT('cn', 'service'), formatsFor('cn'))).toEqual({
      title: '存款已到账',
      text: '你的存款 D00000012（1,500.00）已存入主钱包。',
      html: null,
    });
  });

  it('keeps any other message as the platform wrote it, to be sanitised', async () => {
    const i18n = await testI18n();
    expect(noticeText(item, i18n.getFixedT('en', 'service'), formatsFor('en'))).toEqual({
      title: 'Deposit credited',
      text: null,
      html: '<p>platform words</p>',
    });
  });
});
