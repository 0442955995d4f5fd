import type { RootState } from '../../shared/store/root-state';
import { initialPromotionsState } from './slice';

/** The promotions' state; before the feature is injected, its initial state. */
export const selectPromotions = (s: RootState) => s.promotions ?? initialPromotionsState;
