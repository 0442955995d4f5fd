const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd hh:mm:ss in the player's time zone (spec 02, section 3). */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** An amount with two decimals and thousands separators, as the money elsewhere on the site. */
export const formatAmount = (value: number) => value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
