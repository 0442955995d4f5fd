import { describe, expect, it } from 'vitest';
import { payoutErrors, rangeError, remainderOf, type FormTexts } from './forms';
import { formatRate } from './rebate/manual-rebate-page';
import { metInSecurityCentre, requirementOf } from './rewards/requirement';

const texts: FormTexts = (key, values) => (values ? `${key} ${values.min ?? ''}-${values.max ?? ''}` : key);
const order = { amount: 300 };

describe('the payout confirmation form', () => {
  it('takes a whole receipt as it is', () => {
    expect(payoutErrors(texts, order, { result: 'RECEIVED', amountReceived: '', proofs: 0 })).toEqual({});
  });

  it('takes a part more than zero and less than the payout, with at most two decimals', () => {
    expect(payoutErrors(texts, order, { result: 'PARTIAL', amountReceived: '120.50', proofs: 0 })).toEqual({});
    expect(payoutErrors(texts, order, { result: 'PARTIAL', amountReceived: '', proofs: 0 })).toEqual({
      amountReceived: 'validation.amountRequired',
    });
    expect(payoutErrors(texts, order, { result: 'PARTIAL', amountReceived: '1.234', proofs: 0 })).toEqual({
      amountReceived: 'validation.amountFormat',
    });
    expect(payoutErrors(texts, order, { result: 'PARTIAL', amountReceived: '300', proofs: 0 })).toEqual({
      amountReceived: 'validation.partialRange -300',
    });
  });

  it('asks for a proof image when nothing arrived', () => {
    expect(payoutErrors(texts, order, { result: 'NOT_RECEIVED', amountReceived: '', proofs: 0 })).toEqual({
      proofs: 'validation.proofRequired',
    });
    expect(payoutErrors(texts, order, { result: 'NOT_RECEIVED', amountReceived: '', proofs: 1 })).toEqual({});
  });

  it('shows the remainder to the cent', () => {
    expect(remainderOf(300, 120.5)).toBe(179.5);
    expect(remainderOf(100.1, 0.2)).toBe(99.9);
    expect(remainderOf(50, 60)).toBe(0);
  });
});

describe('the report filter and figures', () => {
  it('asks for both days in order', () => {
    expect(rangeError(texts, { startDate: '2026-11-01', endDate: '2026-11-30' })).toBeNull();
    expect(rangeError(texts, { startDate: '', endDate: '2026-11-30' })).toBe('validation.dateRequired');
    expect(rangeError(texts, { startDate: '2026-12-01', endDate: '2026-11-30' })).toBe('validation.dateOrder');
  });

  it('shows a rebate rate as a percentage', () => {
    expect(formatRate(0.008, 'en')).toBe('0.8 %');
    expect(formatRate(0.0035, 'en')).toBe('0.35 %');
  });
});

describe('a reward requirement', () => {
  it('is read from the field the platform names, known ones worded by us', () => {
    expect(requirementOf('required.mobile_no_verified')).toEqual({ key: 'mobile_no_verified', field: 'mobile_no_verified' });
    expect(requirementOf('required.kyc_photo')).toEqual({ key: 'other', field: 'kyc_photo' });
    expect(requirementOf('')).toBeNull();
    expect(requirementOf('Claim within 7 days')).toBeNull();
  });

  it('sends a mobile or email to verify to the security centre', () => {
    expect(metInSecurityCentre('required.mobile_no_verified')).toBe(true);
    expect(metInSecurityCentre('required.deposit')).toBe(false);
  });
});
