import * as z from 'zod/mini';
import { lazy } from './lazy-schema';

/** Spec 04's categories; a promotion without one (or with another) counts as other_promo. */
export const promotionCategories = [
  'rng_promo',
  'live_promo',
  'pvp_promo',
  'sport_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'deposit_promo',
  'player_rank_rules',
  'point_mall',
  'app_download',
  'new_player',
  'other_promo',
] as const;
export type PromotionCategory = (typeof promotionCategories)[number];
/** What a player does with a promotion (promotion-actions.ts names the same list; kept here zod-light for the first page). */
export const promotionListTypes = ['JOIN', 'CLAIM', 'APPLY', 'RAFFLE', 'INFO'] as const;

/** An image of an announcement; a promotion's picture is the one at sequence 1 (spec 04). */
export const announcementImageSchema = lazy(() => z.object({ sequence: z.int(), url: z.string() }));

/** A promotion as the announcements relay lists it (`value.promotion`, spec 04). */
export const promotionSchema = lazy(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    /** HTML from the back office: the client sanitises it before rendering. */
    content: z.string(),
    /** Missing on some promotions of the real platform: other_promo then (spec 04). */
    category: z.optional(z.string()),
    announcementImages: z.array(announcementImageSchema),
    /** ms since epoch. */
    startDate: z.int(),
    endDate: z.int(),
    /** The promotions page's type filter; a value it does not know (or none) is listed under "all" only. */
    promotionType: z.optional(z.string()),
  }),
);
export type Promotion = z.infer<typeof promotionSchema>;
