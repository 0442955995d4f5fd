import { ChatState } from './chat-state';
import { statePart } from '../platform/world';

export type StoredFeedback = { feedbackId: number; type: string; content: string; contact?: string; userId?: number; createdAt: number };

/** What the service side of one world keeps: chat, feedback and which announcements each player has read. */
export class ServiceState {
  readonly chat = new ChatState();
  readonly feedback: StoredFeedback[] = [];
  readonly announcementReads = new Map<number, Set<number>>();
  private nextFeedbackId = 1;

  addFeedback(entry: Omit<StoredFeedback, 'feedbackId'>): StoredFeedback {
    const stored = { ...entry, feedbackId: this.nextFeedbackId++ };
    this.feedback.push(stored);
    if (this.feedback.length > 1000) this.feedback.shift();
    return stored;
  }
}

/** Customer service chats and feedback. */
export const servicePart = statePart('service', () => new ServiceState());
