import { describe, expect, it } from 'vitest';
import { vipServiceShown } from './vip-service';

const label = (type?: string) => ({ labelName: 'Gold', color: '#111', color2: '#f5c451', ...(type && { type }) });

describe('vipServiceShown', () => {
  it('shows VIP service to a member whose club label is SPECIAL, with the VIP club off', () => {
    expect(vipServiceShown({ type: 0, clubLabel: label('SPECIAL') }, false)).toBe(true);
  });

  it('shows it to every member when the VIP club is on', () => {
    expect(vipServiceShown({ type: 0, clubLabel: label('RANK') }, true)).toBe(true);
    expect(vipServiceShown({ type: 1, clubLabel: null }, true)).toBe(true);
  });

  it('hides it from a rank label, a label without a type, a visitor and a trial account', () => {
    expect(vipServiceShown({ type: 0, clubLabel: label('RANK') }, false)).toBe(false);
    expect(vipServiceShown({ type: 0, clubLabel: label() }, false)).toBe(false);
    expect(vipServiceShown(null, true)).toBe(false);
    expect(vipServiceShown({ type: 4, clubLabel: label('SPECIAL') }, true)).toBe(false);
  });
});
