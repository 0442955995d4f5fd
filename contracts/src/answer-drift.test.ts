import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { answerDrift } from './answer-drift';
import { failureSchema } from './envelope';
import { failureCodeOf } from './failure-codes';

const wps = { path: '/wps/test', response: z.object({ count: z.int() }) };
const lgw = { path: '/lgw/test', response: z.array(z.int()) };

describe('the failure envelope (spec 04 errorCode, spec 03 code)', () => {
  it("takes a real backend's failure with errorCode, with code, or with both", () => {
    expect(
      answerDrift(wps, { success: false, errorCode: 'vendor_under_maintenance', message: 'Soon back', value: { endTime: 1 } }),
    ).toEqual([]);
    expect(answerDrift(wps, { success: false, code: 'MAINTENANCE', message: 'Soon back' })).toEqual([]);
    expect(answerDrift(wps, { success: false, errorCode: 'A', code: 'B', message: 'm' })).toEqual([]);
    expect(answerDrift(lgw, { code: 'NOT_FOUND', message: 'none' }, 404)).toEqual([
      { path: 'body.success', expected: 'false', got: 'missing' },
    ]);
  });

  it('reports a failure that names no code at all', () => {
    expect(answerDrift(wps, { success: false, message: 'm' })).toEqual([
      { path: 'body.errorCode', expected: 'errorCode (or code) is required', got: 'missing' },
    ]);
  });

  it("holds the fake's own failures to errorCode", () => {
    expect(answerDrift(wps, { success: false, code: 'X', message: 'm' }, 200, failureSchema)).toEqual([
      { path: 'body.errorCode', expected: 'string', got: 'missing' },
    ]);
    expect(answerDrift(wps, { success: false, errorCode: 'X', message: 'm' }, 200, failureSchema)).toEqual([]);
  });

  it('reads errorCode first, then code', () => {
    expect(failureCodeOf({ errorCode: 'A', code: 'B' })).toBe('A');
    expect(failureCodeOf({ code: 'B' })).toBe('B');
    expect(failureCodeOf({ errorCode: 3, code: 'B' })).toBe('B');
    expect(failureCodeOf({})).toBeUndefined();
  });
});
