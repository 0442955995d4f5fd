import { describe, expect, it } from 'vitest';
import { ChatLinkError, decryptChatLink, encryptChatLink } from './chat-link';

describe('the chat link cipher', () => {
  it('opens what it sealed, with the key in the last 8 characters', async () => {
    const sealed = await encryptChatLink('https://chat.example.com/c/abc?lang=EN', 'K3y9Abcd');
    expect(sealed.endsWith('K3y9Abcd')).toBe(true);
    expect(sealed).not.toContain('chat.example');
    await expect(decryptChatLink(sealed)).resolves.toBe('https://chat.example.com/c/abc?lang=EN');
  });

  it('gives another text each time, the same link after opening', async () => {
    const a = await encryptChatLink('https://x.example', 'AAAAbbbb');
    const b = await encryptChatLink('https://x.example', 'AAAAbbbb');
    expect(a).not.toBe(b);
    expect(await decryptChatLink(a)).toBe(await decryptChatLink(b));
  });

  it('refuses an altered link, a plain URL and a bad key', async () => {
    const sealed = await encryptChatLink('https://x.example', 'AAAAbbbb');
    const altered = (sealed[5] === 'A' ? 'B' : 'A') + sealed.slice(1);
    await expect(decryptChatLink(altered.slice(0, 5) + (sealed[5] === 'x' ? 'y' : 'x') + altered.slice(6))).rejects.toBeInstanceOf(
      ChatLinkError,
    );
    await expect(decryptChatLink('https://chat.example.com/c/abc')).rejects.toBeInstanceOf(ChatLinkError);
    await expect(encryptChatLink('https://x.example', 'short')).rejects.toBeInstanceOf(ChatLinkError);
  });
});
