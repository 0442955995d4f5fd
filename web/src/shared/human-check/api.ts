import { callByName } from '../http/call-by-name';
import type { HttpClient } from '../http/http-client';

export const fetchSlideChallenge = (http: HttpClient) => callByName(http, 'slideChallenge');
export const checkSlide = (http: HttpClient, challengeId: string, x: number) =>
  callByName(http, 'slideCheck', { data: { challengeId, x } });
