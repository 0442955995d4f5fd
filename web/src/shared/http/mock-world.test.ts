import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptWorldFromAddress } from './mock-world';

const cookieOf = () => document.cookie.match(/(?:^|; )mock_world=([^;]*)/)?.[1];

afterEach(() => {
  document.cookie = 'mock_world=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
});

describe('?world= on an address of the web client', () => {
  it('becomes the mock_world cookie and leaves the address, keeping its other parts', () => {
    window.history.replaceState(null, '', '/member/history?tab=2&world=qa-anna_2#top');
    expect(adoptWorldFromAddress()).toBe('qa-anna_2');
    expect(cookieOf()).toBe('qa-anna_2');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/member/history?tab=2#top');
  });

  it('changes nothing without the parameter', () => {
    window.history.replaceState(null, '', '/games?tab=slots');
    expect(adoptWorldFromAddress()).toBeNull();
    expect(cookieOf()).toBeUndefined();
    expect(location.search).toBe('?tab=slots');
  });

  it('refuses a name the fake would refuse, says so, and keeps the world and the address', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const bad of ['a b', '', 'x'.repeat(65), 'qa;path=/evil', '<b>']) {
      window.history.replaceState(null, '', `/?world=${encodeURIComponent(bad)}`);
      expect(adoptWorldFromAddress()).toBeNull();
    }
    expect(cookieOf()).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn.mock.calls[0]?.[0]).toMatch(/a world name is 1 to 64 letters/);
    expect(location.search).toBe('?world=%3Cb%3E');
    warn.mockRestore();
  });
});
