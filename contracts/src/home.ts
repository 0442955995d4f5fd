import * as z from 'zod/mini';
import { ANNOUNCEMENT_EXECUTIONS } from './games-constants';
import { promotionSchema } from './promotions';
import { lazy } from './lazy-schema';

export const bannerGroups = [
  'w_home',
  'w_reg',
  'w_promotion',
  'w_shop',
  'w_lott',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_cockfight',
  'w_inhouse',
  'w_hot',
] as const;

export const bannerSchema = lazy(() =>
  z.object({
    bannerId: z.int(),
    groupName: z.string(),
    url: z.string(),
    /** Empty when the banner is not clickable. */
    linkageType: z.enum(['', 'PROMOTION', 'ROUTE', 'URL']),
    linkage: z.string(),
  }),
);
export type Banner = z.infer<typeof bannerSchema>;

export const announcementSchema = lazy(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    /** HTML from the back office: the client sanitises it before rendering. */
    content: z.string(),
    /** ms since epoch; shown as yyyy-MM-dd hh:mm:ss. */
    date: z.int(),
    type: z.string(),
  }),
);
export type Announcement = z.infer<typeof announcementSchema>;

/**
 * GET /wps/home/notice: spec 02's home state, `player` (the notice bar's lines), banners per group, the popup
 * announcements shown before login and the promotions (the relay's items; the client takes them from the relay).
 */
export const noticeSchema = lazy(() =>
  z.object({
    player: z.array(z.object({ id: z.int(), content: z.string() })),
    banners: z.array(bannerSchema),
    popup: z.array(announcementSchema),
    promotion: z.optional(z.array(promotionSchema)),
  }),
);
export type HomeNotice = z.infer<typeof noticeSchema>;

/** GET /wps/home/notice?type=player: the query of the home notice. */
export const noticeRequestSchema = lazy(() => z.strictObject({ type: z._default(z.enum(['player', 'agent']), 'player') }));

/**
 * MCSFE_getListAnnouncements: spec 02 section 7's payload (types, platform W, execution type); no paging on the
 * wire, the client pages the lists itself (9 a page, spec 04). Execution B before login, A after, F first login.
 */
export const announcementsRequestSchema = lazy(() =>
  z.strictObject({
    types: z.string().check(z.regex(/^[A-Z]+(,[A-Z]+)*$/), z.maxLength(40)),
    platform: z.literal('W'),
    executionType: z.enum(ANNOUNCEMENT_EXECUTIONS),
  }),
);
export type AnnouncementsRequest = z.input<typeof announcementsRequestSchema>;

const listOf = <T extends z.ZodMiniType>(item: T) => z._default(z.array(item), []);
/** Spec 04's `value { banners, player, popup, promotion }`, and `agent` for type A; a list not asked for (or left out) is empty. */
export const announcementsSchema = lazy(() =>
  z.object({
    banners: listOf(announcementSchema),
    player: listOf(announcementSchema),
    popup: listOf(announcementSchema),
    promotion: listOf(promotionSchema),
    agent: listOf(announcementSchema),
  }),
);
export type Announcements = z.infer<typeof announcementsSchema>;
