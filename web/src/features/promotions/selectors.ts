import type { RootState } from '../../shared/store/root-state';
import { initialPromotionsState } from './slice';

/** The promotions' state; before the feature is injected, its initial state. */
export const selectPromotions = (s: RootState) => s.promotions ?? initialPromotionsState;
/** The currency symbol the header's balance shows (the session's balance call). */
export const selectCurrencySymbol = (s: RootState) => s.session.balance.value?.currencySymbol ?? '';
