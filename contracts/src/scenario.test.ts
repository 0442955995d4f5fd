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
});

describe('scenario patches', () => {
  it('accept a partial location and one flag', () => {
    expect(scenarioPatchSchema.safeParse({ location: { ip: '203.0.113.7' }, whitelabel: { CBS3: false } }).success).toBe(true);
  });
  it('refuse unknown fields and flags', () => {
    expect(scenarioPatchSchema.safeParse({ nope: 1 }).success).toBe(false);
    expect(scenarioPatchSchema.safeParse({ whitelabel: { NOPE3: true } }).success).toBe(false);
  });
});
