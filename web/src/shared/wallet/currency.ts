import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store/root-state';
import { currencyOf } from './format-money';

/**
 * The one currency selector: the symbol and position of the session's balance answer, what the header's
 * balance shows; every amount on the site is written with it (`useFormat().money`).
 */
export const selectCurrency = createSelector([(s: RootState) => s.session.balance.value], currencyOf);
