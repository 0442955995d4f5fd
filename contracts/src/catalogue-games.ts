import type * as z from 'zod/mini';
import type { CallEntry } from './call-entry';
import {
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
import { noticeRequestSchema, noticeSchema } from './home';

/** A relayed call, /wps/relay/<NAME>: POST with a JSON body (contracts/README.md). */
const relay = <T extends boolean, Q extends z.ZodMiniType, R extends z.ZodMiniType>(name: string, token: T, request: Q, response: R) =>
  ({ method: 'POST', path: relayPath(name), token, encrypted: false, alert: false, request, response }) as const;
/** A relayed read spec 02, section 7 lists as GET: the request travels in the query. */
const relayRead = <T extends boolean, Q extends z.ZodMiniType, R extends z.ZodMiniType>(name: string, token: T, request: Q, response: R) =>
  ({ ...relay(name, token, request, response), method: 'GET' }) as const;
/** A relayed read that takes nothing: no request schema, so a query it is sent is not checked (as GCS_merchantWallet). */
const bareRead = <T extends boolean, R extends z.ZodMiniType>(name: string, token: T, response: R) =>
  ({ method: 'GET', path: relayPath(name), token, encrypted: false, alert: false, response }) as const;

/** The game, lobby and home calls of spec 02, section 7. */
export const gameCalls = {
  vendors: relayRead(Relay.newGameVendor, false, gameVendorRequestSchema, gameVendorSchema),
  gameList: relayRead(Relay.gameList, false, gameListRequestSchema, gameListSchema),
  // Spec 02 lists it as GET, spec 03 saw it POST: the observed wire wins.
  hotGames: relay(Relay.hotGames, false, hotGamesRequestSchema, hotGamesSchema),
  vassGameType: bareRead(Relay.vassGameType, false, vassGameTypeSchema),
  recent: relayRead(Relay.recentGames, true, pagedRequestSchema, recentGamesSchema),
  favouriteIds: bareRead(Relay.favouriteIds, true, favouriteIdsSchema),
  favouriteList: relayRead(Relay.favouriteList, true, favouriteListRequestSchema, favouriteListSchema),
  addFavourite: relay(Relay.addFavourite, true, favouriteChangeSchema, favouriteIdsSchema),
  removeFavourite: relay(Relay.removeFavourite, true, favouriteChangeSchema, favouriteIdsSchema),
  rooms: relayRead(Relay.roomList, false, roomListRequestSchema, roomListSchema),
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
