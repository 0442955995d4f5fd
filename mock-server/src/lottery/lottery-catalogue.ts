import type { GameCategory, LotteryMenu, LotteryMenus, PrizeMode } from '@portal/contracts';
import { VN_LOTTERY_ACCOUNT } from '@portal/contracts';
import { lotteryGames, lotteryGroupLabels, type LotteryGameDef } from '@portal/fixtures';
import type { World } from '../platform/world';

/** The games category a prize mode belongs to: ELOTT is e-lottery, every other mode lottery. */
export const categoryOf = (mode: PrizeMode): GameCategory => (mode === 'ELOTT' ? 'ELOTT' : 'LOTT');

const drawEverySeconds = (game: LotteryGameDef) => (game.schedule.kind === 'daily' ? 86_400 : game.schedule.everySeconds);

export const isUnderMaintenance = (world: World, game: LotteryGameDef) => world.scenario.lotteryMaintenance.includes(game.gameCode);

/** A game as a menu lists it, in the prize mode it is asked for. */
export function menuOf(world: World, game: LotteryGameDef, mode: PrizeMode = game.prizeModes[0]!): LotteryMenu {
  return {
    gameId: game.gameId,
    gameCode: game.gameCode,
    gameName: game.gameName,
    prizeMode: mode,
    defaultPlayType: game.defaultPlayType,
    drawEverySeconds: drawEverySeconds(game),
    maintenance: isUnderMaintenance(world, game),
    ...(game.area === 'VN' && { accountTypeName: VN_LOTTERY_ACCOUNT }),
  };
}

/** The games a world offers: none of a category the scenario empties. */
export function offeredGames(world: World, area: 'VN' | 'GLOBAL', mode?: PrizeMode): LotteryGameDef[] {
  const empty = world.scenario.emptyCategories;
  return lotteryGames.filter(
    (g) => g.area === area && (mode === undefined || g.prizeModes.includes(mode)) && !empty.includes(categoryOf(mode ?? g.prizeModes[0]!)),
  );
}

/** Menus grouped by gameGroupCode, in the order the games are listed. */
export function groupMenus(world: World, games: LotteryGameDef[], mode?: PrizeMode): LotteryMenus {
  const groups: LotteryMenus = {};
  for (const game of games) {
    const group = (groups[game.groupCode] ??= {
      gameGroupCode: game.groupCode,
      labelName: lotteryGroupLabels[game.groupCode] ?? game.groupCode,
      gameMenus: [],
    });
    group.gameMenus.push(menuOf(world, game, mode && game.prizeModes.includes(mode) ? mode : undefined));
  }
  return groups;
}
