import { describe, expect, it } from 'vitest';
import { changedRates, rateProblem, rebateSchema, valuesOf } from './rebate-form';

const rows = [
  { productId: 3, rate: 0.8, ceiling: 0.8 },
  { productId: 2, rate: 0.3, ceiling: 0.4 },
];
const texts = (problem: string, ceiling: number) => `${problem} ${ceiling}`;

describe('the rebate form', () => {
  it('takes a rate from 0 up to my own, with two decimals at most', () => {
    expect(rateProblem('0', 0.8)).toBeNull();
    expect(rateProblem('0.80', 0.8)).toBeNull();
    expect(rateProblem(' 0.5 ', 0.8)).toBeNull();
  });

  it('refuses a rate above my own, below zero, with three decimals or not a number', () => {
    expect(rateProblem('0.81', 0.8)).toBe('aboveCeiling');
    expect(rateProblem('-0.1', 0.8)).toBe('format');
    expect(rateProblem('0.125', 0.8)).toBe('format');
    expect(rateProblem('', 0.8)).toBe('format');
    expect(rateProblem('abc', 0.8)).toBe('format');
    expect(rateProblem('101', 200)).toBe('format');
  });

  it('names the field of each refused rate with its ceiling', () => {
    const result = rebateSchema(rows, texts).safeParse({ p3: '0.9', p2: '0.35' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['p3', 'aboveCeiling 0.8']]);
  });

  it('starts from the rates held and sends only the ones changed', () => {
    const values = valuesOf(rows);
    expect(values).toEqual({ p3: '0.80', p2: '0.30' });
    expect(changedRates(rows, { ...values, p2: '0.25' })).toEqual([{ productId: 2, rate: 0.25 }]);
  });
});
