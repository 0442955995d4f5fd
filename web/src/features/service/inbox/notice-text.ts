import type { TFunction } from 'i18next';
import type { Formats } from '../../../shared/i18n/use-format';
import type { InboxItem } from '../types';

/**
 * A message as the player reads it: a platform notice worded in the player's language from its
 * noticeType and params (contracts/README.md, "Inbox"); anything else as the platform wrote it (HTML).
 */
export function noticeText(
  item: InboxItem,
  t: TFunction<'service'>,
  format: Pick<Formats, 'amount'>,
): { title: string; text: string | null; html: string | null } {
  if (!item.noticeType) return { title: item.title, text: null, html: item.content };
  const amount = item.params?.amount;
  const values = {
    orderNo: String(item.params?.orderNo ?? ''),
    amount: typeof amount === 'number' ? format.amount(amount) : String(amount ?? ''),
  };
  return {
    title: t(`inbox.notices.${item.noticeType}.title`),
    text: t(`inbox.notices.${item.noticeType}.text`, values),
    html: null,
  };
}
