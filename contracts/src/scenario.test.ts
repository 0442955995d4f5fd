import { describe, expect, it } from 'vitest';
import { faultMatches, faultSchema, scenarioPatchSchema } from './scenario';

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
