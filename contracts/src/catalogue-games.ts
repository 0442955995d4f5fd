import type * as z from 'zod/mini';
import type { CallEntry } from './call-entry';
import {
  emptyRequestSchema,
  favouriteChangeSchema,
  favouriteIdsSchema,
  favouriteListRequestSchema,
  favouriteListSchema,
  gameListRequestSchema,
  gameListSchema,
  gameVendorRequestSchema,
  gameVendorSchema,
  hotGamesRequestSchema,
  hotGamesSchema,
  launchRequestSchema,
  launchSchema,
  pagedRequestSchema,
  recentGamesSchema,
  Relay,
  relayPath,
  roomListRequestSchema,
  roomListSchema,
  vassGameTypeSchema,
} from './games';
import { announcementListSchema, announcementsRequestSchema, noticeRequestSchema, noticeSchema } from './home';

/** Relayed calls: one method, POST /wps/relay/<NAME> with a JSON body (contracts/README.md). */
const relay = <T extends boolean, Q extends z.ZodMiniType, R extends z.ZodMiniType>(name: string, token: T, request: Q, response: R) =>
  ({ method: 'POST', path: relayPath(name), token, encrypted: false, alert: false, request, response }) as const;

/** The game, lobby and home calls of spec 02, section 7. */
export const gameCalls = {
  vendors: relay(Relay.newGameVendor, false, gameVendorRequestSchema, gameVendorSchema),
  gameList: relay(Relay.gameList, false, gameListRequestSchema, gameListSchema),
  hotGames: relay(Relay.hotGames, false, hotGamesRequestSchema, hotGamesSchema),
  vassGameType: relay(Relay.vassGameType, false, emptyRequestSchema, vassGameTypeSchema),
  recent: relay(Relay.recentGames, true, pagedRequestSchema, recentGamesSchema),
  favouriteIds: relay(Relay.favouriteIds, true, emptyRequestSchema, favouriteIdsSchema),
  favouriteList: relay(Relay.favouriteList, true, favouriteListRequestSchema, favouriteListSchema),
  addFavourite: relay(Relay.addFavourite, true, favouriteChangeSchema, favouriteIdsSchema),
  removeFavourite: relay(Relay.removeFavourite, true, favouriteChangeSchema, favouriteIdsSchema),
  rooms: relay(Relay.roomList, false, roomListRequestSchema, roomListSchema),
  announcements: relay(Relay.announcements, false, announcementsRequestSchema, announcementListSchema),
  launch: {
    method: 'POST',
    path: '/wps/game/launchGame',
    token: true,
    encrypted: false,
    // The games feature shows its own failure dialog, with the games to try instead (contracts/README.md).
    alert: false,
    request: launchRequestSchema,
    response: launchSchema,
  },
  launchV2: {
    method: 'POST',
    path: '/wps/game/launch/v2',
    token: true,
    encrypted: false,
    // The games feature shows its own failure dialog, with the games to try instead (contracts/README.md).
    alert: false,
    request: launchRequestSchema,
    response: launchSchema,
  },
  homeNotice: {
    method: 'GET',
    path: '/wps/home/notice',
    token: false,
    encrypted: false,
    alert: false,
    request: noticeRequestSchema,
    response: noticeSchema,
  },
} as const satisfies Record<string, CallEntry>;
