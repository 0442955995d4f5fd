import { describe, expect, it } from 'vitest';
import { MAX_MATCHED_LENGTH, matchesPattern, patternProblem } from './safe-pattern';

describe('patterns a scenario may set', () => {
  it.each([
    ['^[A-Za-z][A-Za-z0-9]*$'],
    ['^\\d+$'],
    ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'],
    ['^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$'],
    ['^(\\+63|0)?9\\d{9}$'],
    ['^\\/wps\\/system\\/(status|whitelabel)$'],
    ['status$'],
    ['(ab|cd)+'],
    ['(a|b)+'],
    ['x{'],
  ])('accepts %s, which runs in linear or low polynomial time', (source) => {
    expect(patternProblem(source)).toBeNull();
  });

  it.each([
    ['(a+)+b'],
    ['(a*)*'],
    ['(?:a+)+'],
    ['((ab)+c)*'],
    ['(a{1,2}){3}'],
    ['([a-z]+\\.)+com'],
    ['(a|a)*b'],
    ['(a|ab)*c'],
    ['(\\w|\\d)+'],
    ['((?=.*a)b)+'],
  ])('refuses %s: a repeated group that holds a repeat or a choice', (source) => {
    expect(patternProblem(source)).toMatch(/^a repeated group holds a repeat or a choice/);
  });

  it.each([['(a)\\1'], ['(?<x>a)\\k<x>'], ['\\2']])('refuses the backreference in %s', (source) => {
    expect(patternProblem(source)).toMatch(/backreference/);
  });

  it.each([['.*a.*a.*b'], ['a*a*a*b'], ['^\\w+\\w+\\w+\\w+c'], [`^${'a?'.repeat(24)}$`]])(
    'refuses %s: too many open repeats for its anchoring',
    (source) => {
      expect(patternProblem(source)).toMatch(/^too many ways to match/);
    },
  );

  it('counts a repeat inside a character class as no repeat', () => {
    expect(patternProblem('^[+*?]+[(|)]+[{}]+$')).toBeNull();
  });

  it('refuses what does not compile, saying why', () => {
    expect(patternProblem('(')).toBe('not a valid regular expression: Unterminated group');
    expect(patternProblem('[a-')).toMatch(/^not a valid regular expression: /);
  });

  it('refuses a pattern longer than 200 characters', () => {
    expect(patternProblem('a'.repeat(201))).toBe('longer than 200 characters');
  });
});

describe('matching a scenario pattern', () => {
  it('tries the pattern on the text', () => {
    expect(matchesPattern('^\\d+$', '0917')).toBe(true);
    expect(matchesPattern('^\\d+$', '09a7')).toBe(false);
  });

  it(`looks at the first ${MAX_MATCHED_LENGTH} characters only, so the worst accepted pattern stays cheap on a long text`, () => {
    const long = `/wps/${'a'.repeat(10_000)}`;
    expect(matchesPattern('^\\/wps\\/', long)).toBe(true);
    expect(matchesPattern('^\\/wps\\/.*a.*a.*b', long)).toBe(false);
    expect(matchesPattern('a$', `${'a'.repeat(MAX_MATCHED_LENGTH)}b`)).toBe(true);
  });
});
