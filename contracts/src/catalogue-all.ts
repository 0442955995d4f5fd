import { calls } from './catalogue';
import { gameCalls } from './catalogue-games';
import { lotteryCalls } from './catalogue-lottery';
import { walletCalls } from './catalogue-wallet';
import { inboxCalls } from './catalogue-inbox';
import { memberReportCalls } from './catalogue-member-reports';
import { serviceCalls } from './catalogue-service';
import { agentCalls } from './catalogue-agent';
import { pointsMallCalls } from './catalogue-points-mall';
import { promotionCalls } from './catalogue-promotions';
import { memberCalls } from './catalogue-member';

/** Every call in one record, for walking: the fake's routes, its API docs and the tests that check them. */
export const catalogue = {
  ...calls,
  ...gameCalls,
  ...lotteryCalls,
  ...walletCalls,
  ...inboxCalls,
  ...memberReportCalls,
  ...serviceCalls,
  ...agentCalls,
  ...pointsMallCalls,
  ...promotionCalls,
  ...memberCalls,
} as const;
export type CatalogueName = keyof typeof catalogue;
