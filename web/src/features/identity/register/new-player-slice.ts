import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Promotion } from '@portal/contracts';

/** The new-player promotions shown beside the registration form (spec 01, 2.8). */
export const newPlayerSlice = createSlice({
  name: 'newPlayerPromotions',
  initialState: { list: [] as Promotion[], loaded: false },
  reducers: {
    requested() {},
    loaded(state, action: PayloadAction<Promotion[]>) {
      state.list = action.payload.filter((p) => p.category === 'new_player');
      state.loaded = true;
    },
  },
});

export const newPlayerActions = newPlayerSlice.actions;
export const selectNewPlayerPromotions = (s: { newPlayerPromotions: { list: Promotion[] } }) => s.newPlayerPromotions.list;
