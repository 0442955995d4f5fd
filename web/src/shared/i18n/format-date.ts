import { localeOf } from './languages';

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, kind: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const MINUTE: Intl.DateTimeFormatOptions = { ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** A moment to the minute, in the device's time zone, as the player's language writes dates and times (24 hours). */
export const formatDateTime = (ms: number, language: string) => dateFormat(localeOf(language), 'minute', MINUTE).format(ms);

/** A day, in the device's time zone, as the player's language writes dates. */
export const formatDay = (ms: number, language: string) => dateFormat(localeOf(language), 'day', DAY).format(ms);

/**
 * An announcement's date, yyyy-MM-dd hh:mm:ss in the device's time zone: the one date spec 02 (section 3)
 * and spec 04 ("Announcements") write out, the same digits in every language. Written from the date's own
 * fields: the announcements popup is the first thing after the page's start to show a date, and a first
 * Intl date format costs a phone about 60 ms (issue 28).
 */
export function formatStamp(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${String(d.getFullYear()).padStart(4, '0')}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  return `${day} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

const DAY_MS = 86_400_000;
const PERIOD_DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };
const PERIOD_TIME: Intl.DateTimeFormatOptions = { ...PERIOD_DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * A settled period [start, end) in words, on the UTC clock the platform settles by: whole days as their first
 * and last day ("Nov 26, 2026"; a week "Nov 23 – 29, 2026"), shorter windows with their times
 * ("Nov 26, 2026, 07:40 – 07:45").
 */
export function formatPeriod(start: number, end: number, language: string): string {
  const locale = localeOf(language);
  if (start % DAY_MS === 0 && end % DAY_MS === 0 && end > start)
    return dateFormat(locale, 'period-day', PERIOD_DAY).formatRange(start, end - 1);
  return dateFormat(locale, 'period-time', PERIOD_TIME).formatRange(start, end);
}
