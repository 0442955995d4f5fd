import type { CallEntry } from './call-entry';
import { relayPath } from './games';
import {
  convertRequestSchema,
  pointBalanceSchema,
  pointConfigSchema,
  pointRewardsRequestSchema,
  pointRewardsSchema,
  redeemListRequestSchema,
  redeemListSchema,
  redeemRequestSchema,
  redemptionSchema,
} from './points';

const mall = { token: true, encrypted: false, alert: false, modId: 'PTSYS3' } as const;

/**
 * The points mall's relays (spec 04): reads are GET, redeem and convert go through the password check, encrypted.
 * Their refusals are shown inside the password dialog that asked, so they are not alerts.
 */
export const pointsMallCalls = {
  pointBalance: { ...mall, method: 'GET', path: relayPath('MCS2_getPointBalance'), response: pointBalanceSchema },
  // The rules and the goods are the shop window: a visitor browses them and logs in to redeem.
  pointConfig: { ...mall, token: false, method: 'GET', path: relayPath('MCS2_getPointConfig'), response: pointConfigSchema },
  pointRewards: {
    ...mall,
    token: false,
    method: 'GET',
    path: relayPath('MCS2_getPointReward'),
    request: pointRewardsRequestSchema,
    response: pointRewardsSchema,
  },
  redeemList: {
    ...mall,
    method: 'GET',
    path: relayPath('MCS2_getRedeemPointList'),
    request: redeemListRequestSchema,
    response: redeemListSchema,
  },
  redeemReward: {
    ...mall,
    method: 'POST',
    path: relayPath('passwordCheck/MCS2_redeemPointReward'),
    encrypted: true,
    request: redeemRequestSchema,
    once: true,
    response: redemptionSchema,
  },
  convertPoints: {
    ...mall,
    method: 'POST',
    path: relayPath('passwordCheck/MCS2_convertPoint'),
    encrypted: true,
    request: convertRequestSchema,
    once: true,
    response: redemptionSchema,
  },
} as const satisfies Record<string, CallEntry>;
