import { describe, expect, it } from 'vitest';
import { announcementPage, newestFirst, promotionImage } from './announcements';

describe('announcement pages', () => {
  const items = Array.from({ length: 10 }, (_, i) => i + 1);

  it('pages a whole list 9 at a time', () => {
    expect(announcementPage(items, 1)).toEqual({ list: [1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, totalPages: 2 });
    expect(announcementPage(items, 2)).toEqual({ list: [10], page: 2, totalPages: 2 });
  });

  it('keeps a page past the end on the last one, and an empty list on one empty page', () => {
    expect(announcementPage(items, 7).list).toEqual([10]);
    expect(announcementPage([], 1)).toEqual({ list: [], page: 1, totalPages: 1 });
  });
});

describe("a promotion's picture", () => {
  it('is the image at sequence 1, whatever the order', () => {
    const announcementImages = [
      { sequence: 2, url: '/b.png' },
      { sequence: 1, url: '/a.png' },
    ];
    expect(promotionImage({ announcementImages })).toBe('/a.png');
  });

  it('falls back to the first image, and is undefined without any', () => {
    expect(promotionImage({ announcementImages: [{ sequence: 3, url: '/c.png' }] })).toBe('/c.png');
    expect(promotionImage({ announcementImages: [] })).toBeUndefined();
  });
});

describe('newestFirst (issue 27: announcements in order of date)', () => {
  it('orders by date, newest first, in a new list', () => {
    const items = [
      { id: 1, date: 10 },
      { id: 2, date: 30 },
      { id: 3, date: 20 },
    ];
    expect(newestFirst(items).map((a) => a.id)).toEqual([2, 3, 1]);
    expect(items.map((a) => a.id)).toEqual([1, 2, 3]);
  });
});
