import type { GameCategory } from '@portal/contracts';

export type LobbyQuery = { gameType: GameCategory; vassalage?: string; gameName?: string; gameClassify?: string; pageNo: number };
export type LobbyView = 'all' | 'favourites' | 'recent';
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
