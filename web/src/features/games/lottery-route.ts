import type { Launchable } from './types';

/**
 * The lottery flow (spec 02, section 4): TCG_LOTTO_VN goes to /vnlottery, other LOTT and ELOTT games
 * to /lottery with their code and play type. Null when the game is not a lottery game, or is TCG_SEA,
 * whose provider window is a third-party launch.
 */
export function lotteryRoute(game: Launchable): string | null {
  if (game.gameType !== 'LOTT' && game.gameType !== 'ELOTT') return null;
  const account = game.accountTypeName ?? game.vassalage;
  if (account === 'TCG_SEA') return null;
  const params = new URLSearchParams();
  if (game.code) params.set('gameCode', game.code);
  if (account === 'TCG_LOTTO_VN') return `/vnlottery${params.size ? `?${params}` : ''}`;
  if (game.code && game.defaultPlayType) params.set('playType', game.defaultPlayType);
  return `/lottery${params.size ? `?${params}` : ''}`;
}
