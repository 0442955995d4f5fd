import * as z from 'zod/mini';

export const promotionCategories = ['new_player', 'deposit', 'rebate', 'vip', 'festival'] as const;
/** What a player does with a promotion (promotion-actions.ts names the same list; kept here zod-light for the first page). */
export const promotionListTypes = ['JOIN', 'CLAIM', 'APPLY', 'RAFFLE', 'INFO'] as const;

export const promotionSchema = z.object({
  id: z.int(),
  category: z.string(),
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
