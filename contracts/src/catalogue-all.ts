import { calls } from './catalogue';
import { gameCalls } from './catalogue-games';
import { lotteryCalls } from './catalogue-lottery';

/** Every call in one record, for walking: the fake's routes, its API docs and the tests that check them. */
export const catalogue = { ...calls, ...gameCalls, ...lotteryCalls } as const;
export type CatalogueName = keyof typeof catalogue;
