import { isPending } from '../../shared/remote/remote';
import type { RootState } from '../../shared/store/root-state';
import { initialPromotionsState } from './slice';

/** The promotions' state; before the feature is injected, its initial state. */
export const selectPromotions = (s: RootState) => s.promotions ?? initialPromotionsState;
/** The action on its way, if any: its button says so and the others wait. */
export const selectPendingAction = (s: RootState) => {
  const { action } = selectPromotions(s);
  return isPending(action) ? action.query : null;
};
