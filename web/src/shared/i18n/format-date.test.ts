import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatStamp } from './format-date';
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
