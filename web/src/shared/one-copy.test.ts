import { describe, expect, it } from 'vitest';

// Every source file of the web app but the tests, as text: what these checks read.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
// Paths from src/: Vite names this folder's own files './…' and the others '../…'.
const files = Object.entries(sources).map(([path, text]) => ({ path: path.replace(/^\.\//, 'shared/').replace(/^\.\.\//, ''), text }));

/** The files, other than the one shared part allowed to, in which the pattern occurs. */
const copiesOf = (pattern: RegExp, allowed: string[]) =>
  files.filter(({ path, text }) => !allowed.includes(path) && pattern.test(text)).map(({ path }) => path);

const NUMBERS = 'shared/wallet/format-money.ts';
const DATES = 'shared/i18n/format-date.ts';

describe('the shared parts exist once (STYLE.md, "Shared parts once")', () => {
  it('finds the sources it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.map((f) => f.path)).toEqual(
      expect.arrayContaining([NUMBERS, DATES, 'shared/ui/use-in-view.ts', 'shared/wallet/currency.ts']),
    );
  });

  it('numbers and money are written by shared/wallet/format-money.ts alone', () => {
    expect(copiesOf(/new Intl\.NumberFormat|\.toLocaleString\(|\.toFixed\(2\)\s*\.replace/, [NUMBERS])).toEqual([]);
  });

  it('dates and times are written by shared/i18n/format-date.ts alone', () => {
    expect(copiesOf(/new Intl\.DateTimeFormat|\.toLocale(Date|Time)String\(|getFullYear\(\)\}-/, [DATES])).toEqual([]);
  });

  it('no feature defines its own money or date formatter', () => {
    expect(copiesOf(/(function|const)\s+format(Money|Amount|Time|DateTime|Day|Seconds|Points)\b/, [NUMBERS, DATES])).toEqual([]);
  });

  it('the currency symbol is read by the one currency selector', () => {
    expect(copiesOf(/\.currencySymbol\b/, [NUMBERS])).toEqual([]);
    expect(copiesOf(/selectCurrency\w*\s*=/, ['shared/wallet/currency.ts'])).toEqual([]);
  });

  it('one in-view hook watches elements come into view', () => {
    expect(copiesOf(/new IntersectionObserver\b/, ['shared/ui/use-in-view.ts'])).toEqual([]);
  });
});
