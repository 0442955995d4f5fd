import { describe, expect, it } from 'vitest';
import { prizeModeOf } from './prize-mode';

const card = (vassalage: string, gameType: 'LOTT' | 'ELOTT') => ({ vassalage, name: vassalage, icon: '', gameType, isGame: 'GAME' });

describe('the prize mode of the site', () => {
  it('is ELOTT when the e-lottery lane holds Vietnamese or LOTT cards', () => {
    expect(prizeModeOf([{ title: 'ELOTT', gameClassify: 'ELOTT', cards: [card('TCG_LOTTO_VN', 'ELOTT')] }])).toBe('ELOTT');
    expect(prizeModeOf([{ title: 'ELOTT', gameClassify: 'ELOTT', cards: [card('X', 'LOTT')] }])).toBe('ELOTT');
  });
  it('is LOTT otherwise, and before the vendors are known', () => {
    expect(prizeModeOf([{ title: 'ELOTT', gameClassify: 'ELOTT', cards: [card('GPI', 'ELOTT')] }])).toBe('LOTT');
    expect(prizeModeOf(null)).toBe('LOTT');
  });
});
