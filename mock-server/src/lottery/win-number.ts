import { createHash } from 'node:crypto';

export const WIN_DIGITS = 5;

/** The digits drawn for a numero: from the seed, so the same seed and clock give the same results. */
export function winNumber(seed: number, gameCode: string, numero: string): string {
  const hash = createHash('sha256').update(`${seed}:${gameCode}:${numero}`).digest();
  return Array.from({ length: WIN_DIGITS }, (_, i) => hash[i]! % 10).join(',');
}

export const digitsOf = (winNo: string) => winNo.split(',').map(Number);
