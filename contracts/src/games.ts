import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, gameCategories } from './games-constants';
import { lazy } from './lazy-schema';

export * from './games-constants';

export const gameCategorySchema = lazy(() => z.enum(gameCategories));

export const gameSchema = lazy(() =>
  z.object({
    nodeId: z.int(),
    gameType: gameCategorySchema,
    vassalage: z.string(),
    /** The platform's node type of the game and the language its names are in (spec 03, "Games"); the client reads neither. */
    nodeTypeManageId: z.int(),
    defaultLanguage: z.string(),
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
  }),
);
export type Game = z.infer<typeof gameSchema>;

export const vendorCardSchema = lazy(() =>
  z.object({
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
  }),
);
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const vendorLaneSchema = lazy(() =>
  z.object({ title: gameCategorySchema, gameClassify: z.string(), cards: z.array(vendorCardSchema) }),
);
export type VendorLane = z.infer<typeof vendorLaneSchema>;
export const gameVendorSchema = lazy(() => z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) }));

/** Paging from a query string: numbers arrive as text. */
const page = {
  pageNo: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), DEFAULT_PAGE_SIZE),
};
const text = (max: number) => z.string().check(z.maxLength(max, { error: `at most ${max} characters` }));
const required = (max: number) => z.string().check(z.maxLength(max, { error: `at most ${max} characters` }), z.minLength(1));
const optionalText = (max: number) => z.optional(text(max));
/** clientType 3 (spec 02, section 7), from a query string. */
const clientType = lazy(() => z.optional(z.pipe(z.coerce.number(), z.literal(3))));
/** The site's merchant as spec 02, section 7 sends it; the fake serves one merchant and takes any. */
const merchantCode = lazy(() => optionalText(32));

export const gameVendorRequestSchema = lazy(() => z.strictObject({ platform: optionalText(32), merchantCode, language: optionalText(8) }));

export const gameListRequestSchema = lazy(() =>
  z.strictObject({
    gameType: gameCategorySchema,
    vassalage: optionalText(32),
    gameName: optionalText(64),
    gameClassify: optionalText(32),
    minBet: z.optional(z.coerce.number().check(z.nonnegative())),
    minLineNum: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
    clientType,
    platform: optionalText(32),
    channel: optionalText(32),
    merchant: optionalText(32),
    language: optionalText(8),
    ...page,
  }),
);
export type GameListRequest = z.input<typeof gameListRequestSchema>;
export const gameListSchema = lazy(() => z.object({ games: z.array(gameSchema), totalPages: z.int(), totalCount: z.int() }));

/** The one relay spec 03 saw as POST: a JSON body, so its numbers stay numbers. */
export const hotGamesRequestSchema = lazy(() =>
  z.strictObject({
    merchantCode,
    vassalage: optionalText(32),
    isPlatform: z.optional(z.literal(2)),
    platform: optionalText(64),
    language: optionalText(8),
  }),
);
export const hotGamesSchema = lazy(() => z.object({ list: z.array(gameSchema) }));

/** A POST that takes nothing still gets a JSON body: an empty object. */
export const emptyRequestSchema = lazy(() => z.strictObject({}));
export const vassGameTypeSchema = lazy(() => z.object({ content: z.record(z.string(), z.record(z.string(), z.array(z.string()))) }));

export const pagedRequestSchema = lazy(() => z.strictObject({ ...page, clientType, language: optionalText(8) }));
export const recentGamesSchema = lazy(() => z.object({ list: z.array(gameSchema), totalPages: z.int() }));
export const favouriteIdsSchema = lazy(() => z.array(z.int()));
export const favouriteListRequestSchema = lazy(() =>
  z.strictObject({
    gameType: z._default(gameCategorySchema, 'RNG'),
    platform: optionalText(32),
    ...page,
  }),
);
export const favouriteListSchema = lazy(() => z.object({ content: z.array(gameSchema), pageNum: z.int(), totalPages: z.int() }));
export const favouriteChangeSchema = lazy(() =>
  z.strictObject({
    nodeId: z.int().check(z.positive()),
    vendor: required(32),
    gameType: gameCategorySchema,
  }),
);

export const roomSchema = lazy(() =>
  z.object({ roomId: z.int(), name: z.string(), vassalage: z.string(), minBet: z.number(), players: z.int() }),
);
export const roomListRequestSchema = lazy(() => z.strictObject({ vassalage: required(32) }));
export const roomListSchema = lazy(() => z.object({ content: z.array(roomSchema) }));

export const launchRequestSchema = lazy(() =>
  z
    .strictObject({
      nodeId: z.optional(z.int().check(z.positive())),
      roomId: z.optional(z.int().check(z.positive())),
      vassalage: required(32),
      gameType: gameCategorySchema,
      platform: optionalText(32),
      language: optionalText(8),
    })
    .check(
      z.refine((r) => r.nodeId !== undefined || r.roomId !== undefined, { message: 'nodeId or roomId is required', path: ['nodeId'] }),
    ),
);
export type LaunchRequest = z.input<typeof launchRequestSchema>;
export const launchSchema = lazy(() =>
  z.object({ content: z.object({ game_url: z.optional(z.string()), game_url2: z.optional(z.string()) }) }),
);
/**
 * The `value` of a vendor_under_maintenance launch failure: the maintenance window, start and end in epoch
 * milliseconds (spec 04 says the failure carries the window and names no fields: contracts/README.md), and
 * other games to try instead (spec 02, section 12).
 */
export const maintenanceValueSchema = lazy(() =>
  z.object({
    startTime: z.optional(z.number()),
    endTime: z.optional(z.number()),
    recommended: z.optional(z.array(gameSchema)),
  }),
);
export type MaintenanceValue = z.infer<typeof maintenanceValueSchema>;
