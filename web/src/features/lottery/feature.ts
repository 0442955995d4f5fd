import { defineFeature } from '../../shared/store/feature';
import { lotterySaga } from './saga';
import { lotterySlice } from './slice';

/** Injected when /lottery, /vnlottery or the home page's lottery lanes first load. */
export const lotteryFeature = defineFeature({ name: 'lottery', slices: [lotterySlice], saga: lotterySaga });
