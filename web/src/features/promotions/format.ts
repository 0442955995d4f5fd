import { promotionCategories, type PromotionCategory } from '@portal/contracts';

/** Spec 04's categories; a missing or unknown one is other_promo (spec 04). */
const known = new Set<string>(promotionCategories);
export const categoryKey = (category: string | undefined): PromotionCategory =>
  category && known.has(category) ? (category as PromotionCategory) : 'other_promo';
