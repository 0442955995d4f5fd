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
