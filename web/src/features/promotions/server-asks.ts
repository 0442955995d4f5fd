import type { UnknownAction } from '@reduxjs/toolkit';
import { promotionsIntents } from './intents';
import { promotionIdOf } from './promotion-link';

/** What the promotions pages ask for on their first screen, for the server to ask before it renders. */
export function promotionsFirstScreen(pathname: string, params: URLSearchParams): UnknownAction[] {
  if (pathname !== '/promotions' && pathname !== '/promoDetail') return [];
  const id = promotionIdOf(params);
  if (id) return [promotionsIntents.detailOpened(id)];
  return pathname === '/promotions' ? [promotionsIntents.listOpened()] : [];
}
