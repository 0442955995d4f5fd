/** Money with two decimals and thousands separated; the sign in front (one formatter for the site, shared/wallet). */
export { formatMoney } from '../../../shared/wallet/format-money';

/** A moment in the agent's own time zone, to the minute. */
export const formatTime = (ms: number) => {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
};

/** A moment to the second (spec 02: announcements show yyyy-MM-dd hh:mm:ss). */
export const formatSeconds = (ms: number) => `${formatTime(ms)}:${String(new Date(ms).getSeconds()).padStart(2, '0')}`;
