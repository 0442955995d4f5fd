import { defineFeature } from '../../shared/store/feature';
import { memberCentreSaga } from './saga';
import { memberAccountSlice } from './account-slice';
import { memberReportsSlice } from './reports-slice';
import { memberCentreSlice } from './slice';

/** Injected when the member centre first opens (centre/centre-host.tsx). */
export const memberCentreFeature = defineFeature({
  name: 'memberCentre',
  slices: [memberCentreSlice, memberReportsSlice, memberAccountSlice],
  saga: memberCentreSaga,
});
