import * as z from 'zod/mini';

export const promotionCategories = ['new_player', 'deposit', 'rebate', 'vip', 'festival'] as const;

export const promotionSchema = z.object({
  id: z.int(),
  category: z.string(),
  title: z.string(),
  /** Banner image of the promotion. */
  image: z.string(),
  startDate: z.int(),
  endDate: z.int(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionListSchema = z.array(promotionSchema);
