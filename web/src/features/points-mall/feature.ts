import { defineFeature } from '../../shared/store/feature';
import { pointsMallSaga } from './saga';
import { pointsMallSlice } from './slice';

/** Injected when /pointMall first loads. */
export const pointsMallFeature = defineFeature({ name: 'pointsMall', slices: [pointsMallSlice], saga: pointsMallSaga });
