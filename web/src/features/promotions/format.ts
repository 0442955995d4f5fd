import { promotionCategories, type PromotionCategory } from '@portal/contracts';

/** Money as the header shows it: the currency symbol, thousands separated, two decimals. */
export const formatMoney = (amount: number, symbol = '') =>
  `${amount < 0 ? '-' : ''}${symbol}${Math.abs(amount).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A day in the player's own time zone. */
export const formatDay = (ms: number) => {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
};

/** Spec 04's categories; a missing or unknown one is other_promo (spec 04). */
const known = new Set<string>(promotionCategories);
export const categoryKey = (category: string | undefined): PromotionCategory =>
  category && known.has(category) ? (category as PromotionCategory) : 'other_promo';
