import { createAction } from '@reduxjs/toolkit';

/**
 * Money moved: any feature says so, the session (identity) reloads the header balance. `tabReturned`
 * comes from the session itself when the tab is shown or focused again, since money may have moved
 * elsewhere meanwhile (QA approved a deposit, another tab played).
 */
export const balanceEvents = {
  changed: createAction('balance/changed'),
  tabReturned: createAction('balance/tabReturned'),
};
