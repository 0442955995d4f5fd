import type { RootState } from '../../../shared/store/root-state';
import { initialNewPlayerPromotions } from './slice';

const newPlayerPromotions = (s: RootState) => s.newPlayerPromotions ?? initialNewPlayerPromotions;
export const selectNewPlayerPromotions = (s: RootState) => newPlayerPromotions(s).list;
export const selectNewPlayerPromotionsLoaded = (s: RootState) => newPlayerPromotions(s).loaded;
