/** The visitor's form factor as a request's headers tell it (issue 28: a phone's first HTML leaves out the closed drawer). */
import type { IncomingHttpHeaders } from 'node:http';
import type { FormFactor } from '../src/shared/system/system-slice.ts';

/** The phones' User-Agents (Android tablets say Android too: they get the phone's page, which corrects itself after hydration). */
const phoneAgent = /Mobi|Android|iPhone|iPod/i;

/**
 * `phone` when the browser says so in its client hint (`Sec-CH-UA-Mobile: ?1`, which Chromium sends unasked, and
 * Lighthouse's mobile emulation too), else when its User-Agent names a phone; anything else `desktop`. A guess: the
 * client's media query has the last word after hydration (shared/ui/use-phone-layout.ts).
 */
export function formFactorOf(headers: IncomingHttpHeaders): FormFactor {
  if (String(headers['sec-ch-ua-mobile'] ?? '').trim() === '?1') return 'phone';
  return phoneAgent.test(headers['user-agent'] ?? '') ? 'phone' : 'desktop';
}
