import { defineFeature } from '../../shared/store/feature';
import { promotionsSaga } from './saga';
import { promotionsSlice } from './slice';

/** Injected when /promotions or /promoDetail first loads. */
export const promotionsFeature = defineFeature({ name: 'promotions', slices: [promotionsSlice], saga: promotionsSaga });
