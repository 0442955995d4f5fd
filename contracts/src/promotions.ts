import { z } from 'zod';

export const promotionCategories = ['new_player', 'deposit', 'rebate', 'vip', 'festival'] as const;

export const promotionSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  /** Banner image of the promotion. */
  image: z.string(),
  startDate: z.number().int(),
  endDate: z.number().int(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionListSchema = z.array(promotionSchema);
