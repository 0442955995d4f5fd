import type { Game, GameCategory } from '@portal/contracts';
import type { Catalogue } from '@portal/fixtures';

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

export function page<T>(items: T[], pageNo: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  return { items: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), totalPages, totalCount: items.length };
}

/** Three playable games of the same vendor, offered instead of one under maintenance. */
export function recommendInstead(catalogue: Catalogue, game: Game): Game[] {
  return (catalogue.byVendor.get(game.vassalage) ?? []).filter((g) => g.nodeId !== game.nodeId && !g.maintenance).slice(0, 3);
}
