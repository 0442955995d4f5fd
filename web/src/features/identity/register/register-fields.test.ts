import { describe, expect, it } from 'vitest';
import type { RegisterRules } from '@portal/contracts';
import { testI18n } from '../../../test/test-i18n';
import { registerSchema, visibleFields } from './register-fields';

const rule = (over: Partial<RegisterRules['username']> = {}) => ({
  enabled: true,
  required: false,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 'LETTER_FIRST_ALNUM',
  minLength: 6,
  maxLength: 16,
  ...over,
});
const rules: RegisterRules = {
  username: rule({ required: true }),
  password: rule({
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$',
    patternId: 'LETTERS_AND_DIGITS_REQUIRED',
    minLength: 6,
    maxLength: 20,
  }),
  confirmPassword: rule({ acceptedPattern: '*', patternId: 'ANY', minLength: 6, maxLength: 20 }),
  email: rule({ acceptedPattern: '^[^@\\s]+@[^@\\s]+$', patternId: 'EMAIL', minLength: 5, maxLength: 64 }),
  payeeName: rule({ enabled: false }),
  paymentPassword: rule({ acceptedPattern: '^\\d+$', patternId: 'DIGITS', minLength: 6, maxLength: 6 }),
  captcha: rule({ required: true, acceptedPattern: '^\\d+$', patternId: 'DIGITS', minLength: 4, maxLength: 4 }),
  affiliateCode: rule({ acceptedPattern: '^[A-Za-z0-9]+$', patternId: 'ALNUM', minLength: 4, maxLength: 12 }),
  mobileNum: rule({ enabled: false, acceptedPattern: '^\\d+$', patternId: 'DIGITS', minLength: 7, maxLength: 12 }),
};
const ctx = { mode: 'register' as const, smsVerification: false, mobileWithPassword: false, linkAffiliateAccepted: false };

describe('visibleFields', () => {
  it('shows the enabled fields in the spec order, with username and passwords always', () => {
    expect(visibleFields(rules, ctx).map((f) => f.field)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'email',
      'captcha',
      'affiliateCode',
      'paymentPassword',
    ]);
  });
  it('marks username, passwords, and a shown payment password as required', () => {
    const required = visibleFields(rules, ctx)
      .filter((f) => f.required)
      .map((f) => f.field);
    expect(required).toEqual(['username', 'password', 'confirmPassword', 'captcha', 'paymentPassword']);
  });
  it('hides the affiliate code when the link carried an accepted one', () => {
    expect(visibleFields(rules, { ...ctx, linkAffiliateAccepted: true }).map((f) => f.field)).not.toContain('affiliateCode');
  });
  it('asks for mobile and code when SMS verification is on', () => {
    const fields = visibleFields(rules, { ...ctx, smsVerification: true });
    expect(fields.filter((f) => f.field === 'mobileNum' || f.field === 'verificationCode').every((f) => f.required)).toBe(true);
  });
  it('asks for mobile and code in mobile mode, and a password only with MOBILENUMPASSREG3', () => {
    expect(visibleFields(rules, { ...ctx, mode: 'mobile' }).map((f) => f.field)).toEqual([
      'mobileNum',
      'verificationCode',
      'affiliateCode',
    ]);
    expect(visibleFields(rules, { ...ctx, mode: 'mobile', mobileWithPassword: true }).map((f) => f.field)).toContain('password');
  });
});

describe('registerSchema', async () => {
  const i18n = await testI18n();
  const schema = registerSchema(visibleFields(rules, ctx), i18n.t);
  const valid = { username: 'player9', password: 'abc123', confirmPassword: 'abc123', captcha: '1234', paymentPassword: '123456' };
  const errors = (values: object) =>
    Object.fromEntries((schema.safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('accepts values that meet every rule', () => expect(schema.safeParse(valid).success).toBe(true));
  it('says "not empty" after the field name for an empty required field', () => {
    expect(errors({ ...valid, username: '  ' }).username).toBe('Username cannot be empty');
  });
  it('builds the message from the pattern text with min and max', () => {
    expect(errors({ ...valid, username: '9abc' }).username).toBe('6 - 16 characters, a letter first, then letters and digits');
  });
  it('collapses min and max to one number when equal', () => {
    expect(errors({ ...valid, captcha: '12' }).captcha).toBe('4 digits');
  });
  it('treats the pattern * as anything', () => {
    expect(errors({ ...valid, password: 'abc123', confirmPassword: 'abc123' }).confirmPassword).toBeUndefined();
  });
  it('says the two entries are inconsistent when the confirmation differs', () => {
    expect(errors({ ...valid, confirmPassword: 'abc124' }).confirmPassword).toBe('The two entries are inconsistent');
  });
  it('lets an optional field stay empty but checks it once filled', () => {
    expect(errors({ ...valid, email: '' }).email).toBeUndefined();
    expect(errors({ ...valid, email: 'nope' }).email).toBe('5 - 64 characters, an email address');
  });
});
