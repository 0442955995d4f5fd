import * as z from 'zod/mini';
import { promotionListTypes } from './promotions';
import { lazy } from './lazy-schema';

/**
 * What a player does with promotions (spec 02 sections 3, 4, 7; spec 04 "Promotions and rewards"): the
 * detail with the player's status, join, the reward centre's claimable rewards and claim, the raffle and
 * the activity application. Paths and names not seen are decisions (contracts/README.md, "Promotions").
 */
export const promotionTypes = promotionListTypes;
export type PromotionType = (typeof promotionTypes)[number];
/** Spec 02's statuses, as the wire spells them. */
export const promotionStatuses = [
  'join',
  'joined',
  'claim',
  'claimed',
  'applying',
  'in_process',
  'issued',
  'rejected',
  'signed',
  'closed',
  'coming_soon',
] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

export const promotionDetailRequestSchema = lazy(() => z.strictObject({ id: z.coerce.number().check(z.int(), z.positive()) }));
export const promotionDetailSchema = lazy(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    category: z.optional(z.string()),
    /** HTML from the platform: clients sanitise it. */
    content: z.string(),
    image: z.string(),
    startDate: z.int(),
    endDate: z.int(),
    promotionType: z.enum(promotionTypes),
    status: z.enum(promotionStatuses),
    /** What the player must do next, in the platform's words. */
    requirement: z.optional(z.string()),
    /** Where the spec asks for it: the player must agree to the age and terms before acting. */
    needsAgreement: z.boolean(),
  }),
);
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;
export const promotionJoinRequestSchema = lazy(() => z.strictObject({ id: z.int().check(z.positive()), agreed: z.optional(z.boolean()) }));
export const promotionStatusSchema = lazy(() => z.object({ id: z.int(), status: z.enum(promotionStatuses) }));

export const claimableRewardSchema = lazy(() =>
  z.object({
    rewardId: z.int(),
    ticketName: z.string(),
    eventName: z.string(),
    rewardPoint: z.int(),
    rewardAmount: z.number(),
    promotionType: z.string(),
    status: z.enum(['CLAIMABLE', 'CLAIMED']),
    expiry: z.nullable(z.int()),
    remark: z.string(),
  }),
);
export const claimableRewardsSchema = lazy(() => z.array(claimableRewardSchema));
export const claimRequestSchema = lazy(() =>
  z.strictObject({
    promotionClaimId: z.int().check(z.positive()),
    promotionType: z.string().check(z.maxLength(20)),
  }),
);
export const claimSchema = lazy(() =>
  z.object({
    claimedTickets: z.array(z.object({ rewardType: z.enum(['CASH', 'POINT']), value: z.number(), ticketType: z.string() })),
  }),
);

const badge = lazy(() => z.object({ enabled: z.boolean(), count: z.int() }));
export const availablePromotionsSchema = lazy(() => z.object({ content: z.record(z.string(), badge) }));

export const raffleRequestSchema = lazy(() => z.strictObject({ promotionId: z.int().check(z.positive()) }));
export const raffleTicketStyles = ['LUCKY_RED_PACKET', 'TREASURE_CHEST', 'GOLDEN_EGG', 'PRIZE_WHEEL', 'SLOT_MACHINE'] as const;
export const raffleSchema = lazy(() => z.object({ prize: z.number(), ticketType: z.enum(raffleTicketStyles), balance: z.number() }));

export const APPLICATION_COMMENT_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;
/** Multipart text fields; images travel as files named `image` (png or jpg by content, 5 MB each, 3 at most). */
export const applicationRequestSchema = lazy(() =>
  z.strictObject({
    promotionId: z.pipe(z.string().check(z.regex(/^\d{1,9}$/, { error: 'a promotion id' })), z.transform(Number)),
    comment: z.string().check(z.maxLength(APPLICATION_COMMENT_MAX, { error: `at most ${APPLICATION_COMMENT_MAX} characters` })),
    /** The age and terms agreement, where the promotion asks for it (`needsAgreement`): the text "true". */
    agreed: z.optional(z.enum(['true', 'false'])),
  }),
);
export const applicationSchema = lazy(() =>
  z.object({
    applicationId: z.int(),
    promotionId: z.int(),
    status: z.enum(promotionStatuses),
    images: z.int(),
  }),
);

export const PromotionCode = {
  NotFound: 'PROMOTION_NOT_FOUND',
  WrongState: 'PROMOTION_WRONG_STATE',
  Closed: 'PROMOTION_CLOSED',
  AgreementRequired: 'PROMOTION_AGREEMENT_REQUIRED',
  RequirementMissing: 'prom.claim.req.field',
  ImageRejected: 'IMAGE_REJECTED',
  TrialNotAllowed: 'TRIAL_NOT_ALLOWED',
} as const;
