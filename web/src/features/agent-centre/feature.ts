import { defineFeature } from '../../shared/store/feature';
import { agentCentreSaga } from './saga';
import { agentCentreSlice } from './slice';

/** Injected when the agent centre first opens, or when a real account logs in on a site with agent contracts (offers). */
export const agentCentreFeature = defineFeature({ name: 'agentCentre', slices: [agentCentreSlice], saga: agentCentreSaga });
