import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Promotion } from '@portal/contracts';

export type NewPlayerPromotionsState = { list: Promotion[]; loaded: boolean };
export const initialNewPlayerPromotions: NewPlayerPromotionsState = { list: [], loaded: false };

/** The new-player promotions shown beside the registration form (spec 01, 2.8). */
export const newPlayerSlice = createSlice({
  name: 'newPlayerPromotions',
  initialState: initialNewPlayerPromotions,
  reducers: {
    loaded(state, action: PayloadAction<Promotion[]>) {
      state.list = action.payload.filter((p) => p.category === 'new_player');
      state.loaded = true;
    },
  },
});

export const newPlayerActions = newPlayerSlice.actions;

// Injected with the identity forms (feature.ts): absent until a form first loads.
declare module '../../../shared/store/root-state' {
  interface RootState {
    newPlayerPromotions?: NewPlayerPromotionsState;
  }
}
