/** Money with two decimals and thousands separated; the sign in front. */
export const formatMoney = (amount: number) =>
  `${amount < 0 ? '-' : ''}${Math.abs(amount).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A moment in the agent's own time zone, to the minute. */
export const formatTime = (ms: number) => {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
};

/** A moment to the second (spec 02: announcements show yyyy-MM-dd hh:mm:ss). */
export const formatSeconds = (ms: number) => `${formatTime(ms)}:${String(new Date(ms).getSeconds()).padStart(2, '0')}`;
