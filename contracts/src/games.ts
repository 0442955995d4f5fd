import { z } from 'zod';

export const gameCategories = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'INHOUSE', 'LOTT', 'ELOTT'] as const;
export type GameCategory = (typeof gameCategories)[number];
export const gameCategorySchema = z.enum(gameCategories);

/** isGame VASSALAGE marks a vendor entry rather than a game (spec 02, section 3). */
export const VASSALAGE = 'VASSALAGE';
export const DEFAULT_PAGE_SIZE = 42;

export const gameSchema = z.object({
  nodeId: z.number().int(),
  gameType: gameCategorySchema,
  vassalage: z.string(),
  gameName: z.string(),
  displayName: z.string(),
  defaultIcon: z.string(),
  showIcon: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  minBet: z.number(),
  minLineNum: z.number().int(),
  gameClassify: z.string(),
  /** Lottery games only: the provider account and the game code. */
  accountTypeName: z.string().optional(),
  code: z.string().optional(),
  defaultPlayType: z.string().optional(),
  maintenance: z.boolean().optional(),
});
export type Game = z.infer<typeof gameSchema>;

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  name: z.string(),
  icon: z.string(),
  gameType: gameCategorySchema,
  isGame: z.string(),
  /** Present when the card is a game itself (isGame is not VASSALAGE). */
  nodeId: z.number().int().optional(),
  accountTypeName: z.string().optional(),
  code: z.string().optional(),
  defaultPlayType: z.string().optional(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const vendorLaneSchema = z.object({ title: gameCategorySchema, gameClassify: z.string(), cards: z.array(vendorCardSchema) });
export type VendorLane = z.infer<typeof vendorLaneSchema>;
export const gameVendorSchema = z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) });

const page = {
  pageNo: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
};
const text = (max: number) => z.string().max(max, { error: `at most ${max} characters` });

export const gameListRequestSchema = z
  .object({
    gameType: gameCategorySchema,
    vassalage: text(32).optional(),
    gameName: text(64).optional(),
    gameClassify: text(32).optional(),
    minBet: z.number().nonnegative().optional(),
    minLineNum: z.number().int().nonnegative().optional(),
    clientType: z.literal(3).optional(),
    platform: text(32).optional(),
    language: text(8).optional(),
    ...page,
  })
  .strict();
export type GameListRequest = z.input<typeof gameListRequestSchema>;
export const gameListSchema = z.object({ games: z.array(gameSchema), totalPages: z.number().int(), totalCount: z.number().int() });

export const hotGamesRequestSchema = z
  .object({
    vassalage: text(32).optional(),
    isPlatform: z.literal(2).optional(),
    platform: text(64).optional(),
    language: text(8).optional(),
  })
  .strict();
export const hotGamesSchema = z.object({ list: z.array(gameSchema) });

export const vassGameTypeSchema = z.object({ content: z.record(z.string(), z.record(z.string(), z.array(z.string()))) });

export const pagedRequestSchema = z.object({ ...page, clientType: z.literal(3).optional(), language: text(8).optional() }).strict();
export const recentGamesSchema = z.object({ list: z.array(gameSchema), totalPages: z.number().int() });
export const favoriteIdsSchema = z.array(z.number().int());
export const favoriteListRequestSchema = z
  .object({ gameType: gameCategorySchema.default('RNG'), platform: text(32).optional(), ...page })
  .strict();
export const favoriteListSchema = z.object({ content: z.array(gameSchema), pageNum: z.number().int(), totalPages: z.number().int() });
export const favoriteChangeSchema = z
  .object({ nodeId: z.number().int().positive(), vendor: text(32).min(1), gameType: gameCategorySchema })
  .strict();

export const roomSchema = z.object({
  roomId: z.number().int(),
  name: z.string(),
  vassalage: z.string(),
  minBet: z.number(),
  players: z.number().int(),
});
export const roomListRequestSchema = z.object({ vassalage: text(32).min(1) }).strict();
export const roomListSchema = z.object({ content: z.array(roomSchema) });

export const launchRequestSchema = z
  .object({
    nodeId: z.number().int().positive().optional(),
    roomId: z.number().int().positive().optional(),
    vassalage: text(32).min(1),
    gameType: gameCategorySchema,
    platform: text(32).optional(),
    language: text(8).optional(),
  })
  .strict()
  .refine((r) => r.nodeId !== undefined || r.roomId !== undefined, { message: 'nodeId or roomId is required', path: ['nodeId'] });
export type LaunchRequest = z.input<typeof launchRequestSchema>;
export const launchSchema = z.object({ content: z.object({ game_url: z.string().optional(), game_url2: z.string().optional() }) });
/** A game under maintenance answers GAME_MAINTENANCE with other games to try. */
export const maintenanceValueSchema = z.object({ recommended: z.array(gameSchema) });

export const GameCode = { Maintenance: 'GAME_MAINTENANCE', NotFound: 'GAME_NOT_FOUND', TrialNotAllowed: 'TRIAL_NOT_ALLOWED' } as const;

/** The relay names of spec 02, section 7, as the client calls them: POST /wps/relay/<NAME> with a JSON body. */
export const Relay = {
  newGameVendor: 'GCSGAME_newGameVendor',
  gameList: 'GCSGAME_gameList',
  hotGames: 'GCSGAME_hotGamesV2',
  vassGameType: 'GCSGAME_getVassGameType',
  recentGames: 'GCS_recentGame',
  favoriteIds: 'MCSFE_getFavoriteGames',
  favoriteList: 'MCSFE_getFavoriteGamesList',
  addFavorite: 'MCSFE_addFavoriteGame',
  removeFavorite: 'MCSFE_removeFavoriteGame',
  roomList: 'GLS2_roomList',
  announcements: 'MCSFE_getListAnnouncements',
} as const;
export const relayPath = (name: string) => `/wps/relay/${name}`;
