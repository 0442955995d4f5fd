import type { LaunchGrant } from '../identity/launched-page';

export type ChatMessage = { messageId: number; from: 'PLAYER' | 'AGENT'; text: string; sentAt: number };
export type Conversation = {
  userId: number;
  queue: 'LIVECHAT' | 'VIP';
  messages: ChatMessage[];
  playerReadUpTo: number;
  agentReadUpTo: number;
};
export type ChatSession = {
  sessionId: string;
  userId: number;
  queue: 'LIVECHAT' | 'VIP';
  title: string;
  headerColor: string;
  /** What proves a request comes from the browser the chat was launched for (identity/launched-page.ts). */
  launch?: LaunchGrant;
};

/** Kept per conversation; the oldest messages go first. */
export const CHAT_CAPACITY = 500;
export const CHAT_MESSAGE_MAX = 1000;

/** Live chat and VIP service of one world: a conversation per player, answered by QA as the service agent. */
export class ChatState {
  readonly conversations = new Map<number, Conversation>();
  readonly sessions = new Map<string, ChatSession>();
  private nextMessageId = 1;

  conversationOf(userId: number, queue: Conversation['queue']): Conversation {
    let conversation = this.conversations.get(userId);
    if (!conversation) {
      conversation = { userId, queue, messages: [], playerReadUpTo: 0, agentReadUpTo: 0 };
      this.conversations.set(userId, conversation);
    }
    conversation.queue = queue;
    return conversation;
  }

  say(conversation: Conversation, from: ChatMessage['from'], text: string, at: number): ChatMessage {
    const message = { messageId: this.nextMessageId++, from, text, sentAt: at };
    conversation.messages.push(message);
    if (conversation.messages.length > CHAT_CAPACITY) conversation.messages.shift();
    if (from === 'PLAYER') conversation.playerReadUpTo = message.messageId;
    else conversation.agentReadUpTo = message.messageId;
    return message;
  }

  /** Agent messages the player has not seen. */
  unreadByPlayer(userId: number): number {
    const c = this.conversations.get(userId);
    return c ? c.messages.filter((m) => m.from === 'AGENT' && m.messageId > c.playerReadUpTo).length : 0;
  }

  markReadByPlayer(conversation: Conversation) {
    const last = conversation.messages.at(-1);
    if (last) conversation.playerReadUpTo = Math.max(conversation.playerReadUpTo, last.messageId);
  }
}
