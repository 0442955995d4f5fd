import { describe, expect, it } from 'vitest';
import { chatFrameVerdict } from './chat-frame-rule';

const origin = 'https://www.lucky.example';

describe('what the chat window frames', () => {
  it('frames the chat page on the portal origin, relative or absolute', () => {
    expect(chatFrameVerdict('/wps/static/chat/abc', origin)).toBe('frame');
    expect(chatFrameVerdict('https://www.lucky.example/wps/static/chat/abc', origin)).toBe('frame');
  });

  it('never frames another origin, even one the launch answered', () => {
    for (const url of ['https://evil.example/chat', '//evil.example/chat', 'http://www.lucky.example/wps/static/chat/abc'])
      expect(chatFrameVerdict(url, origin), url).toBe('foreign');
  });

  it('calls no address, or one that is not http(s), invalid', () => {
    for (const url of [null, '', 'javascript:alert(1)', 'data:text/html,<p>hi</p>']) expect(chatFrameVerdict(url, origin)).toBe('invalid');
  });
});
