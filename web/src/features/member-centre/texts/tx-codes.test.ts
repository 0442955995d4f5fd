import { txCodes } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import cn from './cn';
import en from './en';
import id from './id';
import th from './th';
import ty from './ty';
import vi from './vi';

const languages = { en, cn, id, th, ty, vi };

describe('the account record names every ledger code', () => {
  it.each(Object.entries(languages))('in %s, so no server name (English) shows through', (_, texts) => {
    const names: Record<string, string> = texts.txCodes;
    const unnamed = txCodes.filter((code) => !names[code]?.trim());
    expect(unnamed).toEqual([]);
  });

  it('names the dividend paid and received apart from the salary, in every language', () => {
    for (const texts of Object.values(languages)) {
      const { DIVIDEND_IN, DIVIDEND_OUT, SALARY_IN, SALARY_OUT } = texts.txCodes;
      expect(new Set([DIVIDEND_IN, DIVIDEND_OUT, SALARY_IN, SALARY_OUT]).size).toBe(4);
    }
  });
});
