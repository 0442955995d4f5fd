/** A binding code may be asked again this many seconds after the last one went out (the fake's minute per target). */
export const RESEND_SECONDS = 60;

/**
 * Whole seconds left before another code may be asked: never more than RESEND_SECONDS, even when `now` was
 * read before the code went out (the page's clock ticks once a second, and the slide check comes first).
 */
export const resendWait = (now: number, sentAt: number) =>
  Math.max(0, Math.min(RESEND_SECONDS, RESEND_SECONDS - Math.floor((now - sentAt) / 1000)));
