import type * as z from 'zod/mini';
import type { CallEntry } from './catalogue';
import {
  favoriteIdsSchema,
  favoriteListSchema,
  gameListSchema,
  gameVendorSchema,
  hotGamesSchema,
  launchSchema,
  recentGamesSchema,
  Relay,
  relayPath,
  roomListSchema,
  vassGameTypeSchema,
} from './games';
import { announcementListSchema, noticeSchema } from './home';

/** Relayed calls: one method, POST /wps/relay/<NAME> with a JSON body (contracts/README.md). */
const relay = <R extends z.ZodMiniType>(name: string, token: boolean, response: R) =>
  ({ method: 'POST', path: relayPath(name), token, encrypted: false, alert: false, response }) as const;

/** The game, lobby and home calls of spec 02, section 7. */
export const gameCalls = {
  vendors: relay(Relay.newGameVendor, false, gameVendorSchema),
  gameList: relay(Relay.gameList, false, gameListSchema),
  hotGames: relay(Relay.hotGames, false, hotGamesSchema),
  vassGameType: relay(Relay.vassGameType, false, vassGameTypeSchema),
  recent: relay(Relay.recentGames, true, recentGamesSchema),
  favoriteIds: relay(Relay.favoriteIds, true, favoriteIdsSchema),
  favoriteList: relay(Relay.favoriteList, true, favoriteListSchema),
  addFavorite: relay(Relay.addFavorite, true, favoriteIdsSchema),
  removeFavorite: relay(Relay.removeFavorite, true, favoriteIdsSchema),
  rooms: relay(Relay.roomList, false, roomListSchema),
  announcements: relay(Relay.announcements, false, announcementListSchema),
  launch: { method: 'POST', path: '/wps/game/launchGame', token: true, encrypted: false, alert: true, response: launchSchema },
  launchV2: { method: 'POST', path: '/wps/game/launch/v2', token: true, encrypted: false, alert: true, response: launchSchema },
  homeNotice: { method: 'GET', path: '/wps/home/notice', token: false, encrypted: false, alert: false, response: noticeSchema },
} as const satisfies Record<string, CallEntry>;
