import { createSlice } from '@reduxjs/toolkit';
import type { Promotion } from '@portal/contracts';
import { idleRemote, remoteReducers, type Remote } from '../../../shared/remote/remote';

/** The new-player promotions shown beside the registration form (spec 01, 2.8), read through shared/remote. */
export type NewPlayerPromotionsState = { list: Remote<Promotion[]> };
export const initialNewPlayerPromotions: NewPlayerPromotionsState = { list: idleRemote([]) };

export const newPlayerSlice = createSlice({
  name: 'newPlayerPromotions',
  initialState: initialNewPlayerPromotions,
  // One key: the list (loadStarted, loadSucceeded, loadFailed, loadCancelled).
  reducers: remoteReducers<NewPlayerPromotionsState, 'list'>((state) => state.list as Remote<unknown>),
});

export const newPlayerActions = newPlayerSlice.actions;

// Injected with the identity forms (feature.ts): absent until a form first loads.
declare module '../../../shared/store/root-state' {
  interface RootState {
    newPlayerPromotions?: NewPlayerPromotionsState;
  }
}
