import { createAction } from '@reduxjs/toolkit';

/** Leaves a half-open session (a forced password change abandoned) without calling the server. */
export const endSessionIntent = createAction('identity/endSessionLocally');
