import { describe, expect, it } from 'vitest';
import { lotteryRoute } from './lottery-route';

describe('lotteryRoute', () => {
  it('sends the Vietnamese lottery account to /vnlottery with the game code', () => {
    expect(lotteryRoute({ gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN', accountTypeName: 'TCG_LOTTO_VN', code: 'VN_1' })).toBe(
      '/vnlottery?gameCode=VN_1',
    );
  });
  it('sends other lottery games to /lottery with code and play type', () => {
    expect(lotteryRoute({ gameType: 'ELOTT', vassalage: 'GPI', code: 'GPI_2', defaultPlayType: 'STANDARD' })).toBe(
      '/lottery?gameCode=GPI_2&playType=STANDARD',
    );
    expect(lotteryRoute({ gameType: 'LOTT', vassalage: 'OTHER' })).toBe('/lottery');
  });
  it('leaves TCG_SEA and every other game to the third-party launch', () => {
    expect(lotteryRoute({ gameType: 'LOTT', vassalage: 'TCG_SEA', accountTypeName: 'TCG_SEA' })).toBeNull();
    expect(lotteryRoute({ gameType: 'RNG', vassalage: 'PG', nodeId: 1 })).toBeNull();
  });
});
