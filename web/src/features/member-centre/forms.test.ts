import { describe, expect, it } from 'vitest';
import { depositSchema, historySchema, transferSchema, withdrawSchema, type FormTexts } from './forms';
import { formatMoney } from '../../shared/wallet/format-money';

// The key and its values, so a test reads which rule spoke; amounts worded as useFormTexts does, in English.
const amount = (value: number | undefined) => (value === undefined ? '' : formatMoney(value, 'en'));
const texts: FormTexts = (key, values) => (values ? `${key} ${amount(values.min)}-${amount(values.max)}` : key);
const wallets = [
  { walletCode: 'MAIN', walletName: 'Main wallet', balance: 1500 },
  { walletCode: 'PG', walletName: 'PG Soft', balance: 200 },
];
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the transfer form', () => {
  const schema = transferSchema(texts, wallets);

  it('takes an amount up to the main wallet into a game wallet', () => {
    expect(schema.safeParse({ direction: 'toGame', wallet: 'PG', amount: '1500' }).success).toBe(true);
    expect(issues(schema.safeParse({ direction: 'toGame', wallet: 'PG', amount: '1500.01' }))).toEqual({
      amount: 'validation.amountOverBalance -1,500.00',
    });
  });

  it('takes back at most what the game wallet holds', () => {
    expect(issues(schema.safeParse({ direction: 'toMain', wallet: 'PG', amount: '250' }))).toEqual({
      amount: 'validation.amountOverBalance -200.00',
    });
  });

  it('asks for a game wallet, and for an amount with at most two decimals above zero', () => {
    expect(issues(schema.safeParse({ direction: 'toGame', wallet: '', amount: '5' }))).toEqual({ wallet: 'validation.walletRequired' });
    for (const amount of ['0', '1.234', 'abc', '-5'])
      expect(issues(schema.safeParse({ direction: 'toGame', wallet: 'PG', amount }))).toEqual({ amount: 'validation.amountFormat' });
    expect(issues(schema.safeParse({ direction: 'toGame', wallet: 'PG', amount: ' ' }))).toEqual({ amount: 'validation.amountRequired' });
  });
});

describe('the deposit form', () => {
  const schema = depositSchema(texts, [
    { methodId: 'GCASH', methodName: 'GCash', minAmount: 100, maxAmount: 50_000 },
    { methodId: 'BANK', methodName: 'Bank transfer', minAmount: 500, maxAmount: 200_000 },
  ]);

  it('keeps the amount within the limits of the method picked', () => {
    expect(schema.safeParse({ methodId: 'GCASH', amount: '100' }).success).toBe(true);
    expect(issues(schema.safeParse({ methodId: 'BANK', amount: '100' }))).toEqual({ amount: 'validation.amountRange 500.00-200,000.00' });
    expect(issues(schema.safeParse({ methodId: 'GCASH', amount: '60000' }))).toEqual({ amount: 'validation.amountRange 100.00-50,000.00' });
  });

  it('asks for a method', () => {
    expect(issues(schema.safeParse({ methodId: '', amount: '100' }))).toEqual({ methodId: 'validation.methodRequired' });
  });
});

describe('the withdrawal form', () => {
  it('keeps the amount from 100 to 50,000 and within the main wallet, and asks for the password', () => {
    const schema = withdrawSchema(texts, 1500);
    expect(schema.safeParse({ amount: '100', password: 'x' }).success).toBe(true);
    expect(issues(schema.safeParse({ amount: '99.99', password: 'x' }))).toEqual({ amount: 'validation.amountRange 100.00-50,000.00' });
    expect(issues(schema.safeParse({ amount: '1600', password: '' }))).toEqual({
      amount: 'validation.amountOverBalance -1,500.00',
      password: 'validation.passwordRequired',
    });
  });
});

describe('the account record filter', () => {
  it('refuses a start after the end', () => {
    const schema = historySchema(texts);
    expect(schema.safeParse({ startDate: '2026-01-01', endDate: '2026-01-01', txCode: '' }).success).toBe(true);
    expect(issues(schema.safeParse({ startDate: '2026-01-02', endDate: '2026-01-01', txCode: '' }))).toEqual({
      startDate: 'validation.dateOrder',
    });
  });

  it('holds the one date rule of the contract: real days, a year at most', () => {
    const schema = historySchema(texts);
    expect(issues(schema.safeParse({ startDate: '2026-02-30', endDate: '2026-03-01', txCode: '' }))).toEqual({
      startDate: 'validation.dateRequired',
    });
    expect(issues(schema.safeParse({ startDate: '2024-01-01', endDate: '2026-06-01', txCode: '' }))).toEqual({
      startDate: 'validation.dateLength',
    });
  });
});
