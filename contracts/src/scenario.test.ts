import { describe, expect, it } from 'vitest';
import { faultKindOf, faultMatches, faultSchema, scenarioPatchSchema } from './scenario';

describe('faults', () => {
  it('match a path prefix', () => {
    expect(faultMatches('/wps/system', '/wps/system/status')).toBe(true);
    expect(faultMatches('/wps/system', '/wps/member/info')).toBe(false);
  });
  it('match a regular expression written in slashes', () => {
    expect(faultMatches('/status$/', '/wps/system/status')).toBe(true);
    expect(faultMatches('/^\\/lgw/', '/wps/system/status')).toBe(false);
  });
  it('need a status or a dropped connection', () => {
    expect(faultSchema.safeParse({ route: '/wps' }).success).toBe(false);
    expect(faultSchema.safeParse({ route: '/wps', drop: true }).success).toBe(true);
  });
  it('take a kind, times and a latency fixed or as a range', () => {
    for (const fault of [
      { route: '/wps', kind: 'empty' },
      { route: '/wps', kind: 'malformed-json', status: 502 },
      { route: '/wps', kind: 'truncated', times: 2 },
      { route: '/wps', kind: 'status', status: 503, latencyMs: 200 },
      { route: '/wps', latencyMs: { min: 100, max: 900 } },
    ]) {
      expect(faultSchema.safeParse(fault).success, JSON.stringify(fault)).toBe(true);
    }
  });
  it('refuse what contradicts itself or does nothing, saying why', () => {
    const why = (fault: object) => faultSchema.safeParse(fault).error?.issues[0]?.message;
    expect(why({ route: '/wps' })).toBe('a fault needs a kind, a status, drop: true or latencyMs');
    expect(why({ route: '/wps', kind: 'drop', status: 500 })).toBe('a dropped connection sends no status');
    expect(why({ route: '/wps', kind: 'status', status: 200 })).toBe('a status fault answers 400 to 599');
    expect(why({ route: '/wps', kind: 'empty', drop: true })).toBe('drop: true contradicts kind "empty"');
    expect(why({ route: '/wps', latencyMs: { min: 900, max: 100 } })).toBe('latency: min must not exceed max');
    expect(faultSchema.safeParse({ route: '/wps', kind: 'slow' }).success).toBe(false);
    expect(faultSchema.safeParse({ route: '/wps', status: 500, times: 0 }).success).toBe(false);
  });
  it('read the older spellings as kinds', () => {
    expect(faultKindOf({ drop: true })).toBe('drop');
    expect(faultKindOf({ status: 503 })).toBe('status');
    expect(faultKindOf({})).toBeNull();
  });
  it('default to failing every time', () => expect(faultSchema.parse({ route: '/wps', status: 500 }).rate).toBe(1));
  it('refuse a route pattern that could stall the fake, naming the route', () => {
    const result = scenarioPatchSchema.safeParse({ faults: [{ route: '/(a+)+b/', status: 500 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['faults', 0, 'route'], message: expect.stringMatching(/repeated group/) });
  });
});

describe('register rules in a scenario', () => {
  it('refuse a pattern that does not compile or could stall the fake, naming the field', () => {
    for (const acceptedPattern of ['[a-', '^(\\w+)*$']) {
      const result = scenarioPatchSchema.safeParse({ registerRules: { username: { acceptedPattern } } });
      expect(result.error?.issues[0]?.path).toEqual(['registerRules', 'username', 'acceptedPattern']);
    }
  });
  it('accept "*" and refuse a maxLength over 128', () => {
    expect(scenarioPatchSchema.safeParse({ registerRules: { username: { acceptedPattern: '*' } } }).success).toBe(true);
    expect(scenarioPatchSchema.safeParse({ registerRules: { username: { maxLength: 129 } } }).success).toBe(false);
  });
});

describe('scenario patches', () => {
  it('accept a partial location and one flag', () => {
    expect(scenarioPatchSchema.safeParse({ location: { ip: '203.0.113.7' }, whitelabel: { CBS3: false } }).success).toBe(true);
  });
  it('take part of the login lock and refuse a lock of no minutes', () => {
    expect(scenarioPatchSchema.safeParse({ loginLock: { maxFailures: 3 } }).success).toBe(true);
    expect(scenarioPatchSchema.safeParse({ loginLock: { lockMinutes: 0 } }).success).toBe(false);
  });
  it('refuse unknown fields and flags', () => {
    expect(scenarioPatchSchema.safeParse({ nope: 1 }).success).toBe(false);
    expect(scenarioPatchSchema.safeParse({ whitelabel: { NOPE3: true } }).success).toBe(false);
  });
});
