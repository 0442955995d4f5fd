import * as z from 'zod/mini';

export const gameCategories = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'INHOUSE', 'LOTT', 'ELOTT'] as const;
export type GameCategory = (typeof gameCategories)[number];
export const gameCategorySchema = z.enum(gameCategories);

/** isGame VASSALAGE marks a vendor entry rather than a game (spec 02, section 3). */
export const VASSALAGE = 'VASSALAGE';
export const DEFAULT_PAGE_SIZE = 42;

export const gameSchema = z.object({
  nodeId: z.int(),
  gameType: gameCategorySchema,
  vassalage: z.string(),
  gameName: z.string(),
  displayName: z.string(),
  defaultIcon: z.string(),
  showIcon: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  minBet: z.number(),
  minLineNum: z.int(),
  gameClassify: z.string(),
  /** Lottery games only: the provider account and the game code. */
  accountTypeName: z.optional(z.string()),
  code: z.optional(z.string()),
  defaultPlayType: z.optional(z.string()),
  maintenance: z.optional(z.boolean()),
});
export type Game = z.infer<typeof gameSchema>;

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  name: z.string(),
  icon: z.string(),
  gameType: gameCategorySchema,
  isGame: z.string(),
  /** Present when the card is a game itself (isGame is not VASSALAGE). */
  nodeId: z.optional(z.int()),
  accountTypeName: z.optional(z.string()),
  code: z.optional(z.string()),
  defaultPlayType: z.optional(z.string()),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const vendorLaneSchema = z.object({ title: gameCategorySchema, gameClassify: z.string(), cards: z.array(vendorCardSchema) });
export type VendorLane = z.infer<typeof vendorLaneSchema>;
export const gameVendorSchema = z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) });

const page = {
  pageNo: z._default(z.int().check(z.minimum(1), z.maximum(10_000)), 1),
  pageSize: z._default(z.int().check(z.minimum(1), z.maximum(100)), DEFAULT_PAGE_SIZE),
};
const text = (max: number) => z.string().check(z.maxLength(max, { error: `at most ${max} characters` }));
const required = (max: number) => z.string().check(z.maxLength(max, { error: `at most ${max} characters` }), z.minLength(1));
const optionalText = (max: number) => z.optional(text(max));

export const gameVendorRequestSchema = z.strictObject({ platform: optionalText(32), language: optionalText(8) });

export const gameListRequestSchema = z.strictObject({
  gameType: gameCategorySchema,
  vassalage: optionalText(32),
  gameName: optionalText(64),
  gameClassify: optionalText(32),
  minBet: z.optional(z.number().check(z.nonnegative())),
  minLineNum: z.optional(z.int().check(z.nonnegative())),
  clientType: z.optional(z.literal(3)),
  platform: optionalText(32),
  language: optionalText(8),
  ...page,
});
export type GameListRequest = z.input<typeof gameListRequestSchema>;
export const gameListSchema = z.object({ games: z.array(gameSchema), totalPages: z.int(), totalCount: z.int() });

export const hotGamesRequestSchema = z.strictObject({
  vassalage: optionalText(32),
  isPlatform: z.optional(z.literal(2)),
  platform: optionalText(64),
  language: optionalText(8),
});
export const hotGamesSchema = z.object({ list: z.array(gameSchema) });

/** A relayed call that takes nothing still gets a JSON body: an empty object. */
export const emptyRequestSchema = z.strictObject({});
export const vassGameTypeSchema = z.object({ content: z.record(z.string(), z.record(z.string(), z.array(z.string()))) });

export const pagedRequestSchema = z.strictObject({ ...page, clientType: z.optional(z.literal(3)), language: optionalText(8) });
export const recentGamesSchema = z.object({ list: z.array(gameSchema), totalPages: z.int() });
export const favouriteIdsSchema = z.array(z.int());
export const favouriteListRequestSchema = z.strictObject({
  gameType: z._default(gameCategorySchema, 'RNG'),
  platform: optionalText(32),
  ...page,
});
export const favouriteListSchema = z.object({ content: z.array(gameSchema), pageNum: z.int(), totalPages: z.int() });
export const favouriteChangeSchema = z.strictObject({
  nodeId: z.int().check(z.positive()),
  vendor: required(32),
  gameType: gameCategorySchema,
});

export const roomSchema = z.object({ roomId: z.int(), name: z.string(), vassalage: z.string(), minBet: z.number(), players: z.int() });
export const roomListRequestSchema = z.strictObject({ vassalage: required(32) });
export const roomListSchema = z.object({ content: z.array(roomSchema) });

export const launchRequestSchema = z
  .strictObject({
    nodeId: z.optional(z.int().check(z.positive())),
    roomId: z.optional(z.int().check(z.positive())),
    vassalage: required(32),
    gameType: gameCategorySchema,
    platform: optionalText(32),
    language: optionalText(8),
  })
  .check(z.refine((r) => r.nodeId !== undefined || r.roomId !== undefined, { message: 'nodeId or roomId is required', path: ['nodeId'] }));
export type LaunchRequest = z.input<typeof launchRequestSchema>;
export const launchSchema = z.object({ content: z.object({ game_url: z.optional(z.string()), game_url2: z.optional(z.string()) }) });
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
  favouriteIds: 'MCSFE_getFavoriteGames',
  favouriteList: 'MCSFE_getFavoriteGamesList',
  addFavourite: 'MCSFE_addFavoriteGame',
  removeFavourite: 'MCSFE_removeFavoriteGame',
  roomList: 'GLS2_roomList',
  announcements: 'MCSFE_getListAnnouncements',
} as const;
export const relayPath = (name: string) => `/wps/relay/${name}`;
