import type { InboxItem, NoticeType } from '@portal/contracts';
import type { World } from '../platform/world';
import { inboxPart } from './inbox-state';

/** The platform's words for each notice; clients may word them from noticeType and params instead. */
const texts: Record<NoticeType, (p: Record<string, string | number>) => { title: string; content: string }> = {
  WELCOME: () => ({ title: 'Welcome', content: '<p>Welcome to the portal. Your messages from the platform arrive here.</p>' }),
  DEPOSIT_CREDITED: (p) => ({
    title: 'Deposit credited',
    content: `<p>Your deposit ${p.orderNo} of ${p.amount} has been credited to your main wallet.</p>`,
  }),
  DEPOSIT_REJECTED: (p) => ({
    title: 'Deposit rejected',
    content: `<p>Your deposit ${p.orderNo} of ${p.amount} was rejected.${p.remark ? ` ${p.remark}` : ''}</p>`,
  }),
  WITHDRAW_APPROVED: (p) => ({
    title: 'Withdrawal approved',
    content: `<p>Your withdrawal ${p.orderNo} of ${p.amount} has been paid out. Please confirm whether you received it.</p>`,
  }),
  WITHDRAW_FAILED: (p) => ({
    title: 'Withdrawal failed',
    content: `<p>Your withdrawal ${p.orderNo} of ${p.amount} failed; the amount is back in your main wallet.</p>`,
  }),
};

/** Sends a notice of the platform to a player's inbox. */
export function notify(world: World, userId: number, noticeType: NoticeType, params: Record<string, string | number> = {}) {
  const { title, content } = texts[noticeType](params);
  return world.part(inboxPart).send({
    userId,
    category: noticeType === 'WELCOME' ? 'SYSTEM' : 'FUND',
    title,
    content,
    createdAt: world.now(),
    noticeType,
    params,
  });
}

/** Sends a message the platform words itself (no noticeType): clients show its HTML as written (promotions, the mall). */
export function notifyWorded(world: World, userId: number, category: InboxItem['category'], title: string, content: string) {
  return world.part(inboxPart).send({ userId, category, title, content, createdAt: world.now() });
}
