/** Dates and money as the agent tests compare them: days as the calls name them, sums to the cent. */
export const DAY_MS = 86_400_000;
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const cents = (n: number) => Math.round(n * 100) / 100;
