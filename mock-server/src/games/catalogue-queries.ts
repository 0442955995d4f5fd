import type { Game, GameCategory } from '@portal/contracts';
import type { Catalogue } from '@portal/fixtures';
import { pageOf } from '../platform/paging';

export type GameQuery = {
  gameType: GameCategory;
  vassalage?: string;
  gameName?: string;
  gameClassify?: string;
  minBet?: number;
  minLineNum?: number;
  pageNo: number;
  pageSize: number;
};

/** Search and paging over the catalogue: a linear pass over one category, fast enough for 10,000 games. */
export function searchGames(catalogue: Catalogue, q: GameQuery) {
  const source = q.vassalage
    ? (catalogue.byVendor.get(q.vassalage) ?? []).filter((g) => g.gameType === q.gameType)
    : (catalogue.byCategory.get(q.gameType) ?? []);
  const needle = q.gameName?.trim().toLowerCase();
  const matches = source.filter(
    (g) =>
      (!needle || catalogue.searchName.get(g.nodeId)!.includes(needle)) &&
      (!q.gameClassify || g.gameClassify === q.gameClassify) &&
      (q.minBet === undefined || g.minBet >= q.minBet) &&
      (q.minLineNum === undefined || g.minLineNum >= q.minLineNum),
  );
  return page(matches, q.pageNo, q.pageSize);
}

/** A page in the games relays' own words (`items`, `totalCount`). */
export function page<T>(items: T[], pageNo: number, pageSize: number) {
  const { list, total, totalPages } = pageOf(items, pageNo, pageSize);
  return { items: list, totalPages, totalCount: total };
}

/** Three playable games of the same vendor, offered instead of one under maintenance. */
export function recommendInstead(catalogue: Catalogue, game: Game): Game[] {
  return (catalogue.byVendor.get(game.vassalage) ?? []).filter((g) => g.nodeId !== game.nodeId && !g.maintenance).slice(0, 3);
}
