import { type Left } from './left';

export type Right = { left?: Left };
