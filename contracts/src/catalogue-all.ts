import { calls } from './catalogue';
import { gameCalls } from './catalogue-games';
import { lotteryCalls } from './catalogue-lottery';
import { walletCalls } from './catalogue-wallet';

/** Every call in one record, for walking: the fake's routes, its API docs and the tests that check them. */
export const catalogue = { ...calls, ...gameCalls, ...lotteryCalls, ...walletCalls } as const;
export type CatalogueName = keyof typeof catalogue;
