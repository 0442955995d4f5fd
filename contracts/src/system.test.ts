import { describe, expect, it } from 'vitest';
import { deriveSystemStatus } from './system';

describe('deriveSystemStatus', () => {
  it('is 0 when neither flag is set', () => expect(deriveSystemStatus({ maintenance: false, regionRestriction: false })).toBe(0));
  it('is 1 under maintenance', () => expect(deriveSystemStatus({ maintenance: true, regionRestriction: false })).toBe(1));
  it('is 2 when the region is restricted', () => expect(deriveSystemStatus({ maintenance: false, regionRestriction: true })).toBe(2));
  it('puts maintenance before restriction', () => expect(deriveSystemStatus({ maintenance: true, regionRestriction: true })).toBe(1));
});
