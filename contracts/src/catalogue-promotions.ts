import type { CallEntry } from './call-entry';
import { relayPath } from './games';
import {
  applicationRequestSchema,
  applicationSchema,
  availablePromotionsSchema,
  claimableRewardsSchema,
  claimRequestSchema,
  claimSchema,
  promotionDetailRequestSchema,
  promotionDetailSchema,
  promotionJoinRequestSchema,
  promotionStatusSchema,
  raffleRequestSchema,
  raffleSchema,
} from './promotion-actions';

const open = { token: false, encrypted: false, alert: false } as const;
const member = { token: true, encrypted: false, alert: false } as const;

/**
 * Promotions the player acts on and the reward centre (REWCEN3); names not seen are decisions (contracts/README.md).
 * Join and apply refusals are shown beside the form that asked (not alerts); a claim's in the notice dialog.
 */
export const promotionCalls = {
  promotionDetail: {
    ...open,
    method: 'GET',
    path: '/wps/promotions/detail',
    request: promotionDetailRequestSchema,
    response: promotionDetailSchema,
  },
  promotionJoin: {
    ...member,
    method: 'POST',
    path: '/wps/promotions/join',
    request: promotionJoinRequestSchema,
    response: promotionStatusSchema,
  },
  promotionApply: {
    ...member,
    method: 'POST',
    path: '/wps/promotions/apply',
    multipart: true,
    request: applicationRequestSchema,
    response: applicationSchema,
  },
  availablePromotions: { ...member, method: 'GET', path: relayPath('MCS2_getAvailablePromotion'), response: availablePromotionsSchema },
  claimableRewards: {
    ...member,
    method: 'GET',
    path: relayPath('MCS2_getClaimableRewards'),
    modId: 'REWCEN3',
    response: claimableRewardsSchema,
  },
  claimReward: {
    ...member,
    method: 'POST',
    path: relayPath('MCS2_claimReward'),
    modId: 'REWCEN3',
    alert: true,
    request: claimRequestSchema,
    once: true,
    response: claimSchema,
  },
  raffle: {
    ...member,
    method: 'POST',
    path: relayPath('MCS2_claimRafflePromotion'),
    modId: 'REWCEN3',
    request: raffleRequestSchema,
    once: true,
    response: raffleSchema,
  },
} as const satisfies Record<string, CallEntry>;
