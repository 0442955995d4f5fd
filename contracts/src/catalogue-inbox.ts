import type { CallEntry } from './call-entry';
import { relayPath } from './games';
import { inboxChangeSchema, inboxIdsRequestSchema, inboxListRequestSchema, inboxListSchema, unreadCountSchema } from './inbox';

const member = { token: true, encrypted: false, alert: false, modId: 'INBOX3' } as const;

/** The inbox of platform messages, gated by INBOX3 (spec 04). */
export const inboxCalls = {
  inboxUnread: { ...member, method: 'GET', path: relayPath('CSP_unreadCount'), response: unreadCountSchema },
  // Not observed: the list, mark-read and delete relays (contracts/README.md, "Inbox").
  inboxList: { ...member, method: 'POST', path: relayPath('CSP_getInboxList'), request: inboxListRequestSchema, response: inboxListSchema },
  inboxRead: { ...member, method: 'POST', path: relayPath('CSP_readInbox'), request: inboxIdsRequestSchema, response: inboxChangeSchema },
  inboxDelete: {
    ...member,
    method: 'POST',
    path: relayPath('CSP_deleteInbox'),
    request: inboxIdsRequestSchema,
    response: inboxChangeSchema,
  },
} as const satisfies Record<string, CallEntry>;
