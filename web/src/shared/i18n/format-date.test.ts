import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatPeriod, formatStamp } from './format-date';
import { localeOf } from './languages';

// Built from local parts, so the expectations hold in any time zone the tests run in.
const moment = new Date(2026, 10, 22, 14, 5, 9).getTime();

describe('the locale of a language', () => {
  it('maps the site codes, in either case, to BCP 47 locales: Tagalog as Filipino', () => {
    expect(localeOf('ty')).toBe('fil');
    expect(localeOf('TY')).toBe('fil');
    expect(localeOf('cn')).toBe('zh-Hans');
    expect(localeOf('vi')).toBe('vi');
    expect(localeOf('en')).toBe('en');
  });
});

describe('dates and times', () => {
  it("write a moment to the minute as the player's language does, on a 24-hour clock", () => {
    expect(formatDateTime(moment, 'en')).toBe('11/22/2026, 14:05');
    expect(formatDateTime(moment, 'ty')).toBe('11/22/2026, 14:05');
    expect(formatDateTime(moment, 'vi')).toBe('14:05 22/11/2026');
    expect(formatDateTime(moment, 'cn')).toBe('2026/11/22 14:05');
  });

  it("write a day as the player's language does", () => {
    expect(formatDay(moment, 'en')).toBe('11/22/2026');
    expect(formatDay(moment, 'ty')).toBe('11/22/2026');
    expect(formatDay(moment, 'vi')).toBe('22/11/2026');
    expect(formatDay(moment, 'id')).toBe('22/11/2026');
  });

  it("write an announcement's date as the specs do, yyyy-MM-dd hh:mm:ss, the hour on a 24-hour clock", () => {
    expect(formatStamp(moment)).toBe('2026-11-22 14:05:09');
    expect(formatStamp(new Date(2026, 0, 2, 0, 3, 4).getTime())).toBe('2026-01-02 00:03:04');
  });
});

describe('settled periods', () => {
  const at = (d: number, h = 0, m = 0) => Date.UTC(2026, 10, d, h, m);
  // Intl puts thin spaces (U+2009) around the dash of a range.
  it('write a day, a week and a half-month by their days, on the UTC clock', () => {
    expect(formatPeriod(at(26), at(27), 'en')).toBe('Nov 26, 2026');
    expect(formatPeriod(at(23), at(30), 'en')).toBe('Nov 23\u2009–\u200929, 2026');
    expect(formatPeriod(at(1), at(16), 'id')).toBe('1–15 Nov 2026');
    expect(formatPeriod(at(26), at(27), 'cn')).toBe('2026年11月26日');
  });
  it('write an hour and a five-minute window with their times', () => {
    expect(formatPeriod(at(26, 7), at(26, 8), 'en')).toBe('Nov 26, 2026, 07:00\u2009–\u200908:00');
    expect(formatPeriod(at(26, 7, 40), at(26, 7, 45), 'en')).toBe('Nov 26, 2026, 07:40\u2009–\u200907:45');
    expect(formatPeriod(at(26, 7, 40), at(26, 7, 45), 'vi')).toBe('07:40–07:45 26 thg 11, 2026');
  });
});
