import { describe, expect, it } from 'vitest';
import { agentPages } from './agent-pages';
import { agentPageWords, memberPageWords, readCentreAddress, writeCentreAddress } from './centre-address';
import { memberPages } from './member-pages';

const centres = [
  { kind: 'member', pages: memberPages, words: memberPageWords as Record<string, string> },
  { kind: 'agent', pages: agentPages, words: agentPageWords as Record<string, string> },
] as const;

describe('the centres’ address words', () => {
  it.each(centres)('gives every $kind page key exactly one kebab-case word, and the word back its key', ({ kind, pages, words }) => {
    expect(Object.keys(words).sort()).toEqual([...pages].sort());
    const all = pages.map((page) => words[page]!);
    expect(new Set(all).size).toBe(pages.length);
    for (const page of pages) {
      expect(words[page]).toMatch(/^[a-z]+(-[a-z]+)*$/);
      const address = writeCentreAddress('', { kind, page });
      expect(address).toBe(`?${kind}=${words[page]}`);
      expect(readCentreAddress(address)).toEqual({ centre: { kind, page }, canonical: true, ignored: false });
    }
  });

  it.each(centres)('reads each $kind page key as an alias of its own page, never of another', ({ kind, pages, words }) => {
    for (const page of pages) {
      expect(readCentreAddress(`?${kind}=${page}`)).toEqual({ centre: { kind, page }, canonical: page === words[page], ignored: false });
    }
  });

  it('names the same key by its meaning in each centre', () => {
    expect(readCentreAddress('?member=personalHistoryCopy').centre).toEqual({ kind: 'member', page: 'personalHistoryCopy' });
    expect(writeCentreAddress('', { kind: 'member', page: 'personalHistoryCopy' })).toBe('?member=betting-record');
    expect(writeCentreAddress('', { kind: 'agent', page: 'personalHistoryCopy' })).toBe('?agent=team-betting');
  });

  it('opens the centre’s first page for a word it does not know, to be rewritten', () => {
    expect(readCentreAddress('?member=jackpot')).toEqual({
      centre: { kind: 'member', page: 'transferFund' },
      canonical: false,
      ignored: false,
    });
    expect(readCentreAddress('?agent=jackpot')).toEqual({
      centre: { kind: 'agent', page: 'agentTeamOverview' },
      canonical: false,
      ignored: false,
    });
  });

  it('reads a word in any case and asks for it to be written in lower case', () => {
    expect(readCentreAddress('?member=Betting-Record')).toEqual({
      centre: { kind: 'member', page: 'personalHistoryCopy' },
      canonical: false,
      ignored: false,
    });
  });

  it.each([
    ['too long', `?member=${'a'.repeat(41)}`],
    ['odd characters', '?member=%3Cscript%3E'],
    ['a space', '?agent=team%20betting'],
    ['empty', '?member='],
    ['a path', '?member=../../etc'],
  ])('ignores a parameter that is no word (%s)', (_, search) => {
    expect(readCentreAddress(search)).toEqual({ centre: null, canonical: false, ignored: true });
  });

  it('reads an address without a centre as nothing to open', () => {
    expect(readCentreAddress('')).toEqual({ centre: null, canonical: true, ignored: false });
    expect(readCentreAddress('?gameCode=VN1')).toEqual({ centre: null, canonical: true, ignored: false });
  });

  it('lets the member parameter win when both are there, and asks for the other to go', () => {
    expect(readCentreAddress('?agent=income&member=wallet')).toEqual({
      centre: { kind: 'member', page: 'transferFund' },
      canonical: false,
      ignored: false,
    });
    expect(readCentreAddress('?member=wallet&member=bonus').canonical).toBe(false);
  });

  it('keeps the address’s other parameters when it writes or removes the centre', () => {
    expect(writeCentreAddress('?gameCode=VN1&member=deposit', { kind: 'agent', page: 'agentRevenueReport' })).toBe(
      '?gameCode=VN1&agent=income',
    );
    expect(writeCentreAddress('?gameCode=VN1&member=deposit', null)).toBe('?gameCode=VN1');
    expect(writeCentreAddress('?member=deposit', null)).toBe('');
  });
});
