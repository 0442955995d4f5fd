import type { RootState } from '../../shared/store/root-state';
import { initialPointsMallState } from './slice';

/** The mall's state; before the feature is injected, its initial state. */
export const selectPointsMall = (s: RootState) => s.pointsMall ?? initialPointsMallState;
export const selectPoints = (s: RootState) => selectPointsMall(s).balance.value?.points ?? null;
