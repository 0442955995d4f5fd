import type { Game, GameCategory } from '@portal/contracts';

export type LobbyQuery = { gameType: GameCategory; vassalage?: string; gameName?: string; gameClassify?: string; pageNo: number };
export type LobbyView = 'all' | 'favourites' | 'recent';
/** What the lobby asked for: the query, and which view of it. */
export type LobbyAsk = { query: LobbyQuery; view: LobbyView };
/** A page of the lobby's games as the page shows it. */
export type LobbyPage = { games: Game[]; totalPages: number; totalCount: number };
export type Room = { roomId: number; name: string; vassalage: string; minBet: number; players: number };
/** What a launch needs: a game, a vendor list's game card or a PVP room. */
export type Launchable = {
  nodeId?: number;
  roomId?: number;
  vassalage: string;
  gameType: GameCategory;
  accountTypeName?: string;
  code?: string;
  defaultPlayType?: string;
};
