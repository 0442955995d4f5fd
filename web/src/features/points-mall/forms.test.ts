import { describe, expect, it } from 'vitest';
import { convertSchema, maxQuantity, redeemSchema } from './forms';

const t = (key: string, values?: Record<string, string | number>) => `${key}${values ? JSON.stringify(values) : ''}`;
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('the redeem form', () => {
  const schema = redeemSchema(t, { stock: 3, pointsRequired: 40, points: 100 });

  it('takes a quantity the stock and the points allow, with the password', () => {
    expect(schema.safeParse({ quantity: '2', password: 'x' }).success).toBe(true);
  });

  it('refuses more than the stock left, a quantity of 0 and a fraction', () => {
    for (const quantity of ['4', '0', '1.5', '', 'two'])
      expect(messages(schema.safeParse({ quantity, password: 'x' })).quantity).toBe('validation.quantity{"max":3}');
  });

  it('refuses a quantity the points do not cover, naming both', () => {
    expect(messages(schema.safeParse({ quantity: '3', password: 'x' })).quantity).toBe('validation.pointsShort{"need":120,"have":100}');
  });

  it('asks for the login password', () => {
    expect(messages(schema.safeParse({ quantity: '1', password: '' })).password).toBe('validation.password');
  });

  it('never offers more than 10 at once, nor any of a reward out of stock', () => {
    expect([maxQuantity(500), maxQuantity(3), maxQuantity(0)]).toEqual([10, 3, 0]);
  });
});

describe('the convert form', () => {
  const schema = convertSchema(t, { minimum: 100, points: 624 });

  it('takes whole points from the minimum up to the balance', () => {
    expect(schema.safeParse({ points: '100', password: 'x' }).success).toBe(true);
    expect(schema.safeParse({ points: '624', password: 'x' }).success).toBe(true);
  });

  it('refuses fewer than the minimum, more than the balance and anything but whole points', () => {
    expect(messages(schema.safeParse({ points: '99', password: 'x' })).points).toBe('validation.belowMinimum{"min":100}');
    expect(messages(schema.safeParse({ points: '625', password: 'x' })).points).toBe('validation.pointsShort{"need":625,"have":624}');
    expect(messages(schema.safeParse({ points: '150.5', password: 'x' })).points).toBe('validation.pointsFormat');
  });
});
