import { describe, expect, it } from 'vitest';
import { lotteryFlow } from './lottery-route';

describe('the lottery flow of a game card', () => {
  it('sends the Vietnamese lottery account to /vnlottery with the game code', () => {
    expect(lotteryFlow({ gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN', accountTypeName: 'TCG_LOTTO_VN', code: 'VN_1' })).toEqual({
      kind: 'route',
      path: '/vnlottery?gameCode=VN_1',
    });
  });

  it('sends a game of the Vietnamese lottery vendor there even without its account', () => {
    expect(lotteryFlow({ gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN' })).toEqual({ kind: 'route', path: '/vnlottery' });
  });

  it('sends other lottery games to /lottery with code and play type', () => {
    expect(
      lotteryFlow({ gameType: 'ELOTT', vassalage: 'GPI', accountTypeName: 'GPI', code: 'GPI_2', defaultPlayType: 'STANDARD' }),
    ).toEqual({
      kind: 'route',
      path: '/lottery?gameCode=GPI_2&playType=STANDARD',
    });
    expect(lotteryFlow({ gameType: 'LOTT', vassalage: 'TCG', accountTypeName: 'LOTT', nodeId: 4 })).toEqual({
      kind: 'route',
      path: '/lottery',
    });
    expect(lotteryFlow({ gameType: 'LOTT', vassalage: 'OTHER' })).toEqual({ kind: 'route', path: '/lottery' });
  });

  it('opens the provider window for account TCG_SEA', () => {
    expect(lotteryFlow({ gameType: 'LOTT', vassalage: 'TCG_SEA', accountTypeName: 'TCG_SEA', code: 'TCG_SEA_1' })).toEqual({
      kind: 'window',
      gameCode: 'TCG_SEA_1',
    });
  });

  it('leaves a lottery-category game of another provider, and every other game, to the third-party launch', () => {
    expect(lotteryFlow({ gameType: 'ELOTT', vassalage: 'XYZ', nodeId: 9 })).toEqual({ kind: 'launch' });
    expect(lotteryFlow({ gameType: 'RNG', vassalage: 'PG', nodeId: 1 })).toEqual({ kind: 'launch' });
  });
});
