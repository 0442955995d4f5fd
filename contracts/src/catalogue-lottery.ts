import type { CallEntry } from './call-entry';
import {
  lotteryLaunchRequestSchema,
  lotteryMenusRequestSchema,
  lotteryMenusSchema,
  nearNumeroRequestSchema,
  nearNumeroSchema,
  openedNumerosRequestSchema,
  openedNumerosSchema,
  pastDrawsRequestSchema,
  pastDrawsSchema,
  popularLotteriesSchema,
  popularRequestSchema,
  recentLotteriesSchema,
  vnMenusRequestSchema,
} from './lottery';
import { launchSchema } from './games';

const open = { method: 'GET', token: false, encrypted: false, alert: false } as const;
const member = { method: 'GET', token: true, encrypted: false, alert: false } as const;

/**
 * The lottery calls (spec 02 sections 4 and 7, spec 04 "Lottery"). Every /lgw and /lotto/lgw answer is the
 * value itself, with no envelope (call-entry.ts, hasEnvelope). A `:name` part of a path is filled from the
 * request field of that name, which then travels in the path only.
 */
export const lotteryCalls = {
  lotteryMenus: { ...open, path: '/lgw/games/game_menus', request: lotteryMenusRequestSchema, response: lotteryMenusSchema },
  lotteryRecent: { ...member, path: '/lgw/games/game_menus/recent', response: recentLotteriesSchema },
  vnMenus: { ...open, path: '/lgw/vn/games/game_menu', request: vnMenusRequestSchema, response: lotteryMenusSchema },
  vnRecent: { ...member, path: '/lgw/vn/games/game_menu/recent', response: recentLotteriesSchema },
  popularLotteries: { ...open, path: '/lgw/games/popular', request: popularRequestSchema, response: popularLotteriesSchema },
  vnResults: { ...open, path: '/lgw/vn/numeros/opened/game', request: openedNumerosRequestSchema, response: openedNumerosSchema },
  // Not observed: the draws made of the games this player bet on, newest first (contracts/README.md, "Lottery").
  // Spec 04 names it at both paths; the client sends the /lotto one, the only one spec 02 names (section 7).
  myOpenedNumeros: {
    ...member,
    path: '/lotto/lgw/games/opened/numero',
    alias: { method: 'GET', path: '/lgw/games/opened/numero' },
    request: openedNumerosRequestSchema,
    response: openedNumerosSchema,
  },
  nearNumero: { ...open, path: '/lgw/numeros/near', request: nearNumeroRequestSchema, response: nearNumeroSchema },
  pastDraws: { ...open, path: '/lgw/draw/:gameId', request: pastDrawsRequestSchema, response: pastDrawsSchema },
  // The same path as the POST game launch; the lottery lobby is launched with GET and these parameters (spec 02 section 7).
  lotteryLaunch: { ...member, path: '/wps/game/launchGame', modId: 'GAMELO3', request: lotteryLaunchRequestSchema, response: launchSchema },
} as const satisfies Record<string, CallEntry>;
