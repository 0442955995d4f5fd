import * as z from 'zod/mini';

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

export const promotionSchema = z.object({
  id: z.int(),
  /** Missing on some promotions of the real platform: other_promo then (spec 04). */
  category: z.optional(z.string()),
  title: z.string(),
  /** Banner image of the promotion. */
  image: z.string(),
  startDate: z.int(),
  endDate: z.int(),
  /** The promotions page's type filter; optional, since a list without it is still a list (contracts/README.md, "Promotions"). */
  promotionType: z.optional(z.enum(promotionListTypes)),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionListSchema = z.array(promotionSchema);
