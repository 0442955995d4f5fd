import { SEA_LOTTERY_ACCOUNT, VN_LOTTERY_ACCOUNT } from '@portal/contracts';
import type { Launchable } from './types';

/** Where a game goes (spec 02, section 4): a route of the lottery flow, the TCG_SEA window, or a third-party launch. */
export type LotteryFlow = { kind: 'route'; path: string } | { kind: 'window'; gameCode?: string } | { kind: 'launch' };

const isLotteryType = (type: string | undefined) => type === 'LOTT' || type === 'ELOTT';

/**
 * The lottery flow: LOTT and ELOTT games enter it. Account TCG_SEA opens the provider's own window;
 * account or vendor TCG_LOTTO_VN goes to /vnlottery; a game of the lottery platform (account type LOTT or
 * ELOTT, or a card carrying a lottery game code, or no game at all: the lobby) goes to /lottery with its
 * code and default play type; any other game of these categories is a third-party launch.
 */
export function lotteryFlow(game: Launchable): LotteryFlow {
  if (!isLotteryType(game.gameType)) return { kind: 'launch' };
  const account = game.accountTypeName ?? game.vassalage;
  if (account === SEA_LOTTERY_ACCOUNT) return { kind: 'window', ...(game.code && { gameCode: game.code }) };
  const params = new URLSearchParams();
  if (game.code) params.set('gameCode', game.code);
  const query = () => (params.size ? `?${params}` : '');
  if (account === VN_LOTTERY_ACCOUNT || game.vassalage === VN_LOTTERY_ACCOUNT) return { kind: 'route', path: `/vnlottery${query()}` };
  if (!isLotteryType(game.accountTypeName) && !game.code && game.nodeId !== undefined) return { kind: 'launch' };
  if (game.code && game.defaultPlayType) params.set('playType', game.defaultPlayType);
  return { kind: 'route', path: `/lottery${query()}` };
}
