import { describe, expect, it } from 'vitest';
import { handlingOf, OFFLINE_PAGE } from './sw-routes';

const origin = 'https://portal.example';
const precached = new Set([OFFLINE_PAGE, '/offline.js', '/icons/icon-192.png']);
const get = (path: string, mode = 'cors') => handlingOf({ url: `${origin}${path}`, method: 'GET', mode }, origin, precached);

describe('the service worker routes', () => {
  it.each([
    '/wps',
    '/wps/relay',
    '/wps/relay/member/info',
    '/wps/system/status?merchant=M00001',
    '/lgw',
    '/lgw/game/launch',
    '/__admin',
    '/__admin/scenario',
    '/__admin/console.js',
  ])('never touch the backend or the QA console: %s, as a fetch or a navigation', (path) => {
    expect(get(path)).toBe('pass');
    expect(get(path, 'navigate')).toBe('pass');
  });

  it.each(['/?token=abc', '/game?accessToken=abc', '/assets/app-1234.js?Token=x', '/offline.js?id_token=1'])(
    'never touch an address carrying a token: %s',
    (path) => {
      expect(get(path)).toBe('pass');
      expect(get(path, 'navigate')).toBe('pass');
    },
  );

  it('takes the runtime config and the brands’ files network first, kept for the offline page; with a query or a token, left alone', () => {
    expect(get('/config.json')).toBe('kept');
    expect(get('/brands/jadecrest/logo.svg')).toBe('kept');
    expect(get('/brands/jadecrest/logo.svg?v=1')).toBe('pass');
    expect(get('/brands/jadecrest/logo.svg', 'navigate')).toBe('pass');
    expect(get('/config.json?v=2')).toBe('pass');
    expect(get('/config.json?token=1')).toBe('pass');
  });

  it('leaves other origins and anything but GET to the network', () => {
    expect(handlingOf({ url: 'https://play1.example/game', method: 'GET', mode: 'navigate' }, origin, precached)).toBe('pass');
    expect(handlingOf({ url: `${origin}/assets/app-1234.js`, method: 'POST', mode: 'cors' }, origin, precached)).toBe('pass');
  });

  it('takes every page load network first (never kept), whatever the path', () => {
    expect(get('/', 'navigate')).toBe('navigate');
    expect(get('/rng', 'navigate')).toBe('navigate');
    expect(get('/down?tab=ios', 'navigate')).toBe('navigate');
    // A path that only starts like the backend's is the app's.
    expect(get('/wpsx', 'navigate')).toBe('navigate');
  });

  it('serves hashed build files from the cache, and the precached files; nothing else', () => {
    expect(get('/assets/shell-DrGEAH5P.js')).toBe('asset');
    expect(get('/assets/shell-B1.css')).toBe('asset');
    expect(get('/offline.js')).toBe('static');
    expect(get('/icons/icon-192.png')).toBe('static');
    expect(get('/favicon.svg')).toBe('pass');
    expect(get('/assets/shell.js?v=2')).toBe('pass');
  });
});
