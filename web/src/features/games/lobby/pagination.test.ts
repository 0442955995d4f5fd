import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

describe('pageItems', () => {
  it('shows every page when there are few', () => expect(pageItems(1, 3)).toEqual([1, 2, 3]));
  it('shows three around the current one with the first and last', () =>
    expect(pageItems(50, 239)).toEqual([1, 'gap', 49, 50, 51, 'gap', 239]));
  it('keeps the range inside the ends', () => expect(pageItems(1, 239)).toEqual([1, 2, 3, 'gap', 239]));
});
