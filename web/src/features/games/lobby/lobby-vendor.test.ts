import { describe, expect, it } from 'vitest';
import { resolveLobbyVendor, type LobbyVendorInput } from './lobby-vendor';

const link = (input: Partial<LobbyVendorInput>) =>
  resolveLobbyVendor({ named: null, tab: null, remembered: null, vendors: ['PG', 'JILI'], lanesStatus: 'ready', ...input });

describe("the slots lobby's vendor", () => {
  it('is the named vendor, else the page tab (2 is the first vendor), else the one chosen last', () => {
    expect(link({ named: 'JILI', tab: '2' })).toMatchObject({ vassalage: 'JILI', fallback: null });
    expect(link({ tab: '3' })).toMatchObject({ vassalage: 'JILI', fallback: null });
    expect(link({ remembered: 'PG' })).toMatchObject({ vassalage: 'PG', fallback: null });
    expect(link({ tab: '1', remembered: 'PG' })).toMatchObject({ vassalage: undefined, fallback: null });
  });

  it('falls back to All for a vendor or a tab that names nothing, and says which value', () => {
    expect(link({ named: 'NOPE' })).toEqual({
      settled: true,
      vassalage: undefined,
      fallback: { param: 'vassalage', value: 'NOPE' },
      checked: true,
    });
    for (const tab of ['4', '0', 'abc', '-1', '2.5'])
      expect(link({ tab })).toMatchObject({ vassalage: undefined, fallback: { param: 'page', value: tab } });
  });

  it('quietly forgets a remembered vendor that no longer exists', () => {
    expect(link({ remembered: 'GONE' })).toMatchObject({ vassalage: undefined, fallback: null, checked: true });
  });

  it('waits for the vendors before checking a link, but not when there is nothing to check', () => {
    expect(link({ named: 'PG', lanesStatus: 'loading' })).toEqual({ settled: false });
    expect(link({ tab: '2', lanesStatus: 'idle' })).toEqual({ settled: false });
    expect(link({ lanesStatus: 'idle' })).toMatchObject({ settled: true, vassalage: undefined });
  });

  it('takes the link unchecked when the vendors failed, so the games can still be listed', () => {
    expect(link({ named: 'PG', lanesStatus: 'failed', vendors: [] })).toEqual({
      settled: true,
      vassalage: 'PG',
      fallback: null,
      checked: false,
    });
  });
});
