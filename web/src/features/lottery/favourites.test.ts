import { describe, expect, it } from 'vitest';
import { favouritesOf, toggleFavourite } from './favourites';

describe('lottery favourites on this device', () => {
  it('are kept per username, a second toggle removing the first', () => {
    expect(toggleFavourite('player01', 'GPI_1')).toEqual(['GPI_1']);
    expect(toggleFavourite('player02', 'GPI_2')).toEqual(['GPI_2']);
    expect(favouritesOf('player01')).toEqual(['GPI_1']);
    expect(toggleFavourite('player01', 'GPI_1')).toEqual([]);
    expect(favouritesOf('player02')).toEqual(['GPI_2']);
  });

  it('read nothing from a damaged store', () => {
    localStorage.setItem('lotteryFavourites', '{not json');
    expect(favouritesOf('player01')).toEqual([]);
  });
});
