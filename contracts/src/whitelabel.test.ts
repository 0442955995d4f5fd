import { describe, expect, it } from 'vitest';
import { flattenWhitelabel } from './whitelabel';

describe('flattenWhitelabel', () => {
  it('reads "1" as on and "0" as off, at any depth', () => {
    const flags = flattenWhitelabel([
      {
        modId: 'REG3',
        enabled: '1',
        childrenNodes: [
          { modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] },
          { modId: 'MOBILENUMREG3', enabled: '0', childrenNodes: [] },
        ],
      },
    ]);
    expect(flags).toEqual({ REG3: true, DIRECTREG3: true, MOBILENUMREG3: false });
  });
  it('switches a whole branch off with its parent', () => {
    const flags = flattenWhitelabel([
      { modId: 'REG3', enabled: '0', childrenNodes: [{ modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] }] },
    ]);
    expect(flags.DIRECTREG3).toBe(false);
  });
});
