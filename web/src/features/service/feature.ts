import { defineFeature } from '../../shared/store/feature';
import { serviceSaga } from './saga';
import { serviceSlice } from './slice';

/** Injected when a member is logged in, or a service page or the winners board first loads. */
export const serviceFeature = defineFeature({ name: 'service', slices: [serviceSlice], saga: serviceSaga });
