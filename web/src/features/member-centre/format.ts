/** Money as the header shows it: one formatter for the site (shared/wallet). */
export { formatMoney } from '../../shared/wallet/format-money';

/** A moment in the player's own time zone, to the minute. */
export const formatTime = (ms: number) => {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
};
