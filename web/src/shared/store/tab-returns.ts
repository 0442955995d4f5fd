import { eventChannel, type EventChannel } from 'redux-saga';

/** The tab shown or focused again, at most once every few seconds (a focus often follows a visibility change). */
export function tabReturns(minGapMs = 3_000): EventChannel<true> {
  return eventChannel((emit) => {
    let last = 0;
    const returned = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < minGapMs) return;
      last = Date.now();
      emit(true);
    };
    document.addEventListener('visibilitychange', returned);
    window.addEventListener('focus', returned);
    return () => {
      document.removeEventListener('visibilitychange', returned);
      window.removeEventListener('focus', returned);
    };
  });
}
