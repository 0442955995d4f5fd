import { describe, expect, it } from 'vitest';
import { searchHelp } from './search-help';

const categories = [
  {
    categoryId: 1,
    name: 'Account',
    articles: [
      {
        articleId: 1,
        title: 'How do I register?',
        content: '<p>Tap <b>Register</b> and pass the slide check.</p><script>x = "secret"</script>',
      },
      { articleId: 2, title: 'I forgot my password', content: '<p>Use Forgot password.</p>' },
    ],
  },
  { categoryId: 2, name: 'Deposits', articles: [{ articleId: 3, title: 'Deposit time', content: '<p>Within 5 minutes.</p>' }] },
];

describe('searching the help centre', () => {
  it('keeps every article when nothing is searched', () => {
    expect(searchHelp(categories, '  ')).toBe(categories);
  });

  it('finds articles by their title or text, whatever the case, and drops empty categories', () => {
    expect(searchHelp(categories, 'SLIDE').map((c) => c.articles.map((a) => a.articleId))).toEqual([[1]]);
    expect(searchHelp(categories, 'minutes').map((c) => c.name)).toEqual(['Deposits']);
  });

  it('needs every word, and never matches markup or script text', () => {
    expect(searchHelp(categories, 'forgot password')).toHaveLength(1);
    expect(searchHelp(categories, 'forgot deposit')).toEqual([]);
    expect(searchHelp(categories, 'secret')).toEqual([]);
    expect(searchHelp(categories, 'script')).toEqual([]);
  });
});
