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
 * and spec 04 ("Announcements") write out, the same digits in every language.
 */
export function formatStamp(ms: number): string {
  const parts = dateFormat('en', 'stamp', { ...MINUTE, second: '2-digit' }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
