import { feedbackRequestSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { feedbackSchema, toDraft } from './feedback-schema';

const schema = feedbackSchema((key, values) => `${key} ${JSON.stringify(values)}`);
const check = (content: string, contact = '') => schema.safeParse({ type: 'SUGGESTION', content, contact });
const firstIssue = (content: string, contact = '') => check(content, contact).error?.issues[0]?.message;

describe('the feedback form rules', () => {
  it('takes 3 to 300 words, counted in languages written without spaces too', () => {
    expect(check('Add fishing games').success).toBe(true);
    expect(check('word '.repeat(300)).success).toBe(true);
    expect(check('游戏大厅打不开').success).toBe(true);
    expect(check('ผมเล่นเกมไม่ได้').success).toBe(true);
  });

  it('refuses too few or too many words, or too many characters, with the bound in the reason', () => {
    expect(firstIssue('   too short   ')).toBe('feedback.tooShort {"min":3}');
    expect(firstIssue('游戏')).toBe('feedback.tooShort {"min":3}');
    expect(firstIssue('word '.repeat(301))).toBe('feedback.tooLong {"max":300}');
    expect(firstIssue('x'.repeat(3001))).toBe('feedback.tooManyChars {"max":3000}');
    expect(firstIssue('A good long message', 'c'.repeat(101))).toBe('feedback.contactTooLong {"max":100}');
  });

  it('agrees with the contract on every bound', () => {
    for (const content of ['too short', 'Add fishing games', 'word '.repeat(300), 'word '.repeat(301), 'x'.repeat(3001), '游戏']) {
      expect(check(content).success).toBe(feedbackRequestSchema.safeParse({ type: 'SUGGESTION', content }).success);
    }
  });

  it('sends what the contract takes: trimmed, without an empty contact', () => {
    const draft = toDraft({ type: 'BUG', content: '  The page froze twice  ', contact: '  ' });
    expect(draft).toEqual({ type: 'BUG', content: 'The page froze twice' });
    expect(feedbackRequestSchema.safeParse(draft).success).toBe(true);
    expect(toDraft({ type: 'OTHER', content: 'Please call me back', contact: ' me@x.example ' }).contact).toBe('me@x.example');
  });
});
