/** Money as the header shows it: the currency symbol, thousands separated, two decimals. */
export const formatMoney = (amount: number, symbol = '') =>
  `${amount < 0 ? '-' : ''}${symbol}${Math.abs(amount).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Points, thousands separated; a share of a point (earned by one bet) to one decimal. */
export const formatPoints = (points: number) => points.toLocaleString('en', { maximumFractionDigits: 1 });

/** A moment in the player's own time zone, to the minute. */
export const formatTime = (ms: number) => {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
};
