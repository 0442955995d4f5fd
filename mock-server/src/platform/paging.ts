/**
 * One page of a list, as every paged call answers it: the page's items, how many there are in all and how
 * many pages they make (at least 1, so an empty list is "page 1 of 1").
 */
export function pageOf<T>(items: readonly T[], pageNo = 1, pageSize = 20) {
  return {
    list: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    total: items.length,
    totalPages: Math.max(1, Math.ceil(items.length / pageSize)),
  };
}

const bySequence = (a: number | string, b: number | string) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en', { numeric: true });

/**
 * Newest first by time, then by the sequence the store gave each item (the later one first), so items made
 * in the same millisecond still come in one defined order on every page.
 */
export const newestFirst =
  <T>(time: (item: T) => number, sequence: (item: T) => number | string) =>
  (a: T, b: T) =>
    time(b) - time(a) || bySequence(sequence(b), sequence(a));
