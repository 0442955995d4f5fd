import { describe, expect, it } from 'vitest';
import { sameFlags, systemActions, systemSlice } from './system-slice';

const reduce = systemSlice.reducer;

describe('the system slice', () => {
  it('keeps its flags object when the whitelabel read brings the flags it has: nothing that reads them renders again', () => {
    const loaded = reduce(undefined, systemActions.whitelabelLoaded({ DIRECTREG3: true, CHAT: false }));
    const again = reduce(loaded, systemActions.whitelabelLoaded({ CHAT: false, DIRECTREG3: true }));
    expect(again).toBe(loaded);
    expect(again.flags).toBe(loaded.flags);
  });

  it('takes the new flags when one differs, is added or is gone', () => {
    const loaded = reduce(undefined, systemActions.whitelabelLoaded({ DIRECTREG3: true, CHAT: false }));
    const changed: Array<Record<string, boolean>> = [
      { DIRECTREG3: true, CHAT: true },
      { DIRECTREG3: true, CHAT: false, VIP: true },
      { DIRECTREG3: true },
    ];
    for (const flags of changed) {
      expect(reduce(loaded, systemActions.whitelabelLoaded(flags)).flags).toEqual(flags);
    }
  });

  it('tells the same flag sets apart by name and value, not by order', () => {
    expect(sameFlags({ A: true, B: false }, { B: false, A: true })).toBe(true);
    expect(sameFlags({ A: true }, { A: false })).toBe(false);
    expect(sameFlags({ A: true }, { B: true })).toBe(false);
    expect(sameFlags({}, {})).toBe(true);
    expect(sameFlags({ A: false }, {})).toBe(false);
  });
});
