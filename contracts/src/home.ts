import * as z from 'zod/mini';

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

export const bannerSchema = z.object({
  bannerId: z.int(),
  groupName: z.string(),
  url: z.string(),
  /** Empty when the banner is not clickable. */
  linkageType: z.enum(['', 'PROMOTION', 'ROUTE', 'URL']),
  linkage: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const announcementSchema = z.object({
  id: z.int(),
  title: z.string(),
  /** HTML from the back office: the client sanitises it before rendering. */
  content: z.string(),
  /** ms since epoch; shown as yyyy-MM-dd hh:mm:ss. */
  date: z.int(),
  type: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const noticeSchema = z.object({
  notice: z.array(z.object({ id: z.int(), content: z.string() })),
  banners: z.array(bannerSchema),
  popup: z.array(announcementSchema),
});
export type HomeNotice = z.infer<typeof noticeSchema>;

/** GET /wps/home/notice?type=player: the query of the home notice. */
export const noticeRequestSchema = z.strictObject({ type: z._default(z.enum(['player', 'agent']), 'player') });

export const announcementsRequestSchema = z.strictObject({
  types: z.string().check(z.regex(/^[A-Z]+(,[A-Z]+)*$/), z.maxLength(40)),
  platform: z.literal('W'),
  executionType: z.literal('B'),
  pageNo: z._default(z.int().check(z.minimum(1)), 1),
  pageSize: z._default(z.int().check(z.minimum(1), z.maximum(50)), 9),
});
export const announcementListSchema = z.object({ list: z.array(announcementSchema), totalPages: z.int() });
