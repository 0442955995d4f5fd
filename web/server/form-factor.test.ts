// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formFactorOf } from './form-factor.ts';

const agents = {
  android: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)',
  firefoxMobile: 'Mozilla/5.0 (Mobile; rv:126.0) Gecko/126.0 Firefox/126.0',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
};

describe('formFactorOf', () => {
  it('says phone when the client hint says mobile, whatever the User-Agent', () => {
    expect(formFactorOf({ 'sec-ch-ua-mobile': '?1', 'user-agent': agents.windows })).toBe('phone');
    expect(formFactorOf({ 'sec-ch-ua-mobile': ' ?1 ' })).toBe('phone');
  });

  it.each([agents.android, agents.iphone, agents.ipod, agents.firefoxMobile])('says phone for the User-Agent %s', (agent) => {
    expect(formFactorOf({ 'user-agent': agent })).toBe('phone');
    // A hint of ?0 is a desktop Chromium's, or an engine's that sends it for anything: the User-Agent still names the phone.
    expect(formFactorOf({ 'user-agent': agent, 'sec-ch-ua-mobile': '?0' })).toBe('phone');
  });

  it('says desktop for anything else: a desktop browser, a bot without a User-Agent, a hint that is not ?1', () => {
    expect(formFactorOf({ 'user-agent': agents.windows, 'sec-ch-ua-mobile': '?0' })).toBe('desktop');
    expect(formFactorOf({ 'user-agent': agents.mac })).toBe('desktop');
    expect(formFactorOf({})).toBe('desktop');
    expect(formFactorOf({ 'sec-ch-ua-mobile': 'yes' })).toBe('desktop');
  });
});
