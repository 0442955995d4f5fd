import { put } from 'redux-saga/effects';
import { isApiError, toErrorInfo } from '../http/api-error';
import { overlayActions } from './overlay-slice';

/** request() already showed this failure: its catalogue entry says alert. */
export const alreadyShown = (error: unknown) => isApiError(error) && error.alert;

/** A failure in the notice dialog, unless request() already showed it there. */
export function* showFailure(error: unknown) {
  if (alreadyShown(error)) return;
  const { code, message } = toErrorInfo(error);
  yield put(overlayActions.noticeShown({ kind: 'warning', code, message }));
}
