import * as z from 'zod/mini';
import { lazy } from './lazy-schema';

/**
 * Lottery over /lgw and /lotto/lgw (spec 02 sections 4 and 7, spec 04 "Lottery"). These answers carry no
 * envelope: the body is the value itself. Names the real backend was not seen to use are decisions
 * recorded in contracts/README.md ("Lottery").
 */
export const prizeModes = ['LOTT', 'ELOTT', 'ZY', 'SEA'] as const;
export type PrizeMode = (typeof prizeModes)[number];
/** The brand spells prize modes in the menu query as `Lott`, `Elott`, `ZY`, `SEA` (spec 02 section 9); both spellings are taken. */
export const prizeModeSchema = lazy(() =>
  z.pipe(
    z.string().check(z.minLength(1), z.maxLength(8)),
    z.transform((value, ctx) => {
      const mode = value.toUpperCase();
      if ((prizeModes as readonly string[]).includes(mode)) return mode as PrizeMode;
      ctx.issues.push({ code: 'custom', message: `must be one of ${prizeModes.join(', ')}`, input: value });
      return z.NEVER;
    }),
  ),
);
/** The Vietnamese lottery's provider account (spec 02 section 9). */
export const VN_LOTTERY_ACCOUNT = 'TCG_LOTTO_VN';
/** The special-window lottery provider (spec 02 section 4). */
export const SEA_LOTTERY_ACCOUNT = 'TCG_SEA';
export const POPULAR_LOTTERY_COUNT = 20;
export const VN_RESULTS_COUNT = 100;
export const PAST_DRAWS_PAGE_SIZE = 7;

const count = (max: number) => z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)));
const deviceSchema = lazy(() => z.optional(z.enum(['WEB', 'H5', 'MOBILE'])));

/** One game of a menu. `drawEverySeconds` is 86,400 for a daily draw. */
export const lotteryMenuSchema = lazy(() =>
  z.object({
    gameId: z.int(),
    gameCode: z.string(),
    gameName: z.string(),
    prizeMode: z.enum(prizeModes),
    defaultPlayType: z.string(),
    drawEverySeconds: z.int(),
    maintenance: z.boolean(),
    /** Only on VN menus, set by the backend as the client would (spec 04): `TCG_LOTTO_VN`. */
    accountTypeName: z.optional(z.string()),
  }),
);
export type LotteryMenu = z.infer<typeof lotteryMenuSchema>;
export const lotteryGroupSchema = lazy(() =>
  z.object({ gameGroupCode: z.string(), labelName: z.string(), gameMenus: z.array(lotteryMenuSchema) }),
);
export type LotteryGroup = z.infer<typeof lotteryGroupSchema>;
/** Groups by their code: "an object of groups" (spec 04). */
export const lotteryMenusSchema = lazy(() => z.record(z.string(), lotteryGroupSchema));
export type LotteryMenus = z.infer<typeof lotteryMenusSchema>;

export const lotteryMenusRequestSchema = lazy(() =>
  z.strictObject({
    prizeMode: prizeModeSchema,
    device: deviceSchema,
    language: z.optional(z.string().check(z.maxLength(8))),
  }),
);
export const vnMenusRequestSchema = lazy(() => z.strictObject({ prizeMode: z.optional(prizeModeSchema), device: deviceSchema }));
export const recentLotteriesSchema = lazy(() => z.array(lotteryMenuSchema));

export const popularRequestSchema = lazy(() =>
  z.strictObject({
    count: count(100),
    prizeMode: z.optional(prizeModeSchema),
    device: deviceSchema,
    language: z.optional(z.string().check(z.maxLength(8))),
  }),
);
/** A popular game's draw now open: `remainTime` in ms until it closes. `gameName` is ours (contracts/README.md). */
export const popularLotterySchema = lazy(() =>
  z.object({
    gameId: z.int(),
    gameCode: z.string(),
    numero: z.string(),
    remainTime: z.int(),
    gameName: z.optional(z.string()),
  }),
);
export const popularLotteriesSchema = lazy(() => z.array(popularLotterySchema));
export type PopularLottery = z.infer<typeof popularLotterySchema>;

/** A draw that has been made. `winNo`: the drawn digits, comma-separated; `openTime`: ms since the epoch. */
export const openedNumeroSchema = lazy(() =>
  z.object({
    gameId: z.int(),
    gameCode: z.string(),
    gameName: z.string(),
    numero: z.string(),
    winNo: z.string(),
    openTime: z.int(),
  }),
);
export type OpenedNumero = z.infer<typeof openedNumeroSchema>;
export const openedNumerosRequestSchema = lazy(() => z.strictObject({ count: count(200) }));
export const openedNumerosSchema = lazy(() => z.array(openedNumeroSchema));

export const nearNumeroRequestSchema = lazy(() => z.strictObject({ gameId: z.coerce.number().check(z.int(), z.positive()) }));
/** The open draw and the last one made. `remainTime` and `lockTime`: ms until the draw and until betting closes. */
export const nearNumeroSchema = lazy(() =>
  z.object({
    currentNumero: z.object({ numero: z.string(), remainTime: z.int(), lockTime: z.int() }),
    previousNumero: z.object({ numero: z.string(), winNo: z.optional(z.string()) }),
  }),
);
export type NearNumero = z.infer<typeof nearNumeroSchema>;

/** `gameId` travels in the path (/lgw/draw/{gameId}); page counts from 0. */
export const pastDrawsRequestSchema = lazy(() =>
  z.strictObject({
    gameId: z.coerce.number().check(z.int(), z.positive()),
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000))),
    size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50))),
  }),
);
export const pastDrawsSchema = lazy(() =>
  z.object({
    content: z.array(z.object({ numero: z.string(), winNo: z.string(), openTime: z.optional(z.int()) })),
    totalPages: z.optional(z.int()),
    number: z.optional(z.int()),
  }),
);
export type PastDraws = z.infer<typeof pastDrawsSchema>;

/** GET /wps/game/launchGame for the lottery lobby (spec 02 section 7): lottoView is betting when a game code is given. */
export const lotteryLaunchRequestSchema = lazy(() =>
  z.strictObject({
    lottoArea: z.optional(z.enum(['VN'])),
    launchMode: z.literal('LOTT'),
    lottoPrizeMode: prizeModeSchema,
    lottoGameCode: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
    lottoView: z.enum(['betting', 'lobby']),
    device: deviceSchema,
    backUrl: z.optional(z.string().check(z.maxLength(500))),
    language: z.optional(z.string().check(z.maxLength(8))),
  }),
);
export type LotteryLaunchRequest = z.input<typeof lotteryLaunchRequestSchema>;

export const LotteryCode = {
  GameNotFound: 'LOTTERY_GAME_NOT_FOUND',
  /** The launch call's name for it, as a game's (spec 04, "Launch failures seen"). */
  Maintenance: 'vendor_under_maintenance',
  TrialNotAllowed: 'TRIAL_NOT_ALLOWED',
} as const;
