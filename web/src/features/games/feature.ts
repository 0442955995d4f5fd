import { defineFeature } from '../../shared/store/feature';
import { gamesSaga } from './saga';
import { gamesSlice } from './slice';

/** Injected when the shell first mounts: the menu, banners and lobbies all read it. */
export const gamesFeature = defineFeature({ name: 'games', slices: [gamesSlice], saga: gamesSaga });
