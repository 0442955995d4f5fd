/** Points details cover the last 30 days, today included, as UTC days (the account record reads them so). */
export const DETAILS_DAYS = 30;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const detailsRange = (now: number) => ({ startDate: day(now - (DETAILS_DAYS - 1) * 86_400_000), endDate: day(now) });
