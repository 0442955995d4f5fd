import { describe, expect, it } from 'vitest';
import { frameVerdict } from './frame-rule';

const allowance = {
  launched: ['/wps/static/play/abc', 'https://games.vendor.example/launch?token=1'],
  launchHosts: ['https://play1.lucky.example'],
  origin: 'https://www.lucky.example',
};

describe('what /game frames', () => {
  it('frames an address a launch of this tab answered, relative or absolute', () => {
    expect(frameVerdict('/wps/static/play/abc', allowance)).toBe('frame');
    expect(frameVerdict('https://www.lucky.example/wps/static/play/abc', allowance)).toBe('frame');
    expect(frameVerdict('https://games.vendor.example/launch?token=1', allowance)).toBe('frame');
  });

  it('frames any address on a configured launch host', () => {
    expect(frameVerdict('https://play1.lucky.example/slot/42?lang=en', allowance)).toBe('frame');
    expect(frameVerdict('https://PLAY1.lucky.example/', allowance)).toBe('frame');
  });

  it('calls anything else foreign, even on our own origin or a look-alike host', () => {
    for (const url of [
      'https://evil.example/',
      '/wps/static/play/other',
      '/promotions',
      '//evil.example/login',
      'https://games.vendor.example/launch?token=2',
      'https://play1.lucky.example.evil.example/',
      'https://play1.lucky.example@evil.example/',
      'http://play1.lucky.example/',
    ])
      expect(frameVerdict(url, allowance), url).toBe('foreign');
  });

  it('calls no address, or one that is not http(s), invalid', () => {
    for (const url of [null, '', 'javascript:alert(1)', 'data:text/html,<h1>hi</h1>', 'https://'])
      expect(frameVerdict(url, allowance), String(url)).toBe('invalid');
  });
});
