import { z } from 'zod';

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
  bannerId: z.number().int(),
  groupName: z.string(),
  url: z.string(),
  /** Empty when the banner is not clickable. */
  linkageType: z.enum(['', 'PROMOTION', 'ROUTE', 'URL']),
  linkage: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML from the back office: the client sanitises it before rendering. */
  content: z.string(),
  /** ms since epoch; shown as yyyy-MM-dd hh:mm:ss. */
  date: z.number().int(),
  type: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const noticeSchema = z.object({
  notice: z.array(z.object({ id: z.number().int(), content: z.string() })),
  banners: z.array(bannerSchema),
  popup: z.array(announcementSchema),
});
export type HomeNotice = z.infer<typeof noticeSchema>;

export const announcementsRequestSchema = z
  .object({
    types: z
      .string()
      .regex(/^[A-Z]+(,[A-Z]+)*$/)
      .max(40),
    platform: z.literal('W'),
    executionType: z.literal('B'),
    pageNo: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(50).default(9),
  })
  .strict();
export const announcementListSchema = z.object({ list: z.array(announcementSchema), totalPages: z.number().int() });
