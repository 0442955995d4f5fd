// Imports the cycle without being part of it.
export type { Left } from './left';
