import type { InboxItem } from '@portal/contracts';
import { newestFirst } from '../platform/paging';
import { statePart } from '../platform/world';

export type StoredMessage = InboxItem & { userId: number };
/** Inboxes keep this many messages per player; the oldest go first. */
export const INBOX_CAPACITY = 200;

/** Platform messages of every player of one world. */
export class InboxState {
  readonly messages: StoredMessage[] = [];
  /** Players whose welcome message was delivered (on first look at the inbox). */
  readonly welcomed = new Set<number>();
  private nextId = 1;

  send(message: Omit<StoredMessage, 'inboxId' | 'read'>): StoredMessage {
    const stored: StoredMessage = { ...message, inboxId: this.nextId++, read: false };
    this.messages.push(stored);
    const mine = this.of(message.userId);
    if (mine.length > INBOX_CAPACITY) this.messages.splice(this.messages.indexOf(mine[mine.length - 1]!), 1);
    return stored;
  }

  /** The player's messages, newest first. */
  of(userId: number) {
    return this.messages
      .filter((m) => m.userId === userId)
      .sort(
        newestFirst(
          (m) => m.createdAt,
          (m) => m.inboxId,
        ),
      );
  }

  unread(userId: number) {
    return this.messages.filter((m) => m.userId === userId && !m.read).length;
  }

  /** Marks the player's own messages among `ids` read; another player's ids change nothing. */
  markRead(userId: number, ids: number[]) {
    const wanted = new Set(ids);
    let changed = 0;
    for (const m of this.messages) {
      if (m.userId === userId && wanted.has(m.inboxId) && !m.read) {
        m.read = true;
        changed++;
      }
    }
    return changed;
  }

  remove(userId: number, ids: number[]) {
    const wanted = new Set(ids);
    const before = this.messages.length;
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const m = this.messages[i]!;
      if (m.userId === userId && wanted.has(m.inboxId)) this.messages.splice(i, 1);
    }
    return before - this.messages.length;
  }
}

/** The players' inbox. */
export const inboxPart = statePart('inbox', () => new InboxState());
