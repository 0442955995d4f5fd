import { feedbackRequestSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { feedbackSchema, toDraft } from './feedback-schema';

const schema = feedbackSchema((key, values) => `${key} ${JSON.stringify(values)}`);
const check = (content: string, contact = '') => schema.safeParse({ type: 'SUGGESTION', content, contact });

describe('the feedback form rules', () => {
  it('takes 10 to 500 characters once trimmed', () => {
    expect(check('Ten chars!').success).toBe(true);
    expect(check('x'.repeat(500)).success).toBe(true);
  });

  it('refuses too little or too much, with the bound in the reason', () => {
    expect(check('   too short   ').error?.issues[0]?.message).toBe('feedback.tooShort {"min":10}');
    expect(check('x'.repeat(501)).error?.issues[0]?.message).toBe('feedback.tooLong {"max":500}');
    expect(check('A good long message', 'c'.repeat(101)).error?.issues[0]?.message).toBe('feedback.contactTooLong {"max":100}');
  });

  it('sends what the contract takes: trimmed, without an empty contact', () => {
    const draft = toDraft({ type: 'BUG', content: '  The page froze twice  ', contact: '  ' });
    expect(draft).toEqual({ type: 'BUG', content: 'The page froze twice' });
    expect(feedbackRequestSchema.safeParse(draft).success).toBe(true);
    expect(toDraft({ type: 'OTHER', content: 'Please call me back', contact: ' me@x.example ' }).contact).toBe('me@x.example');
  });
});
