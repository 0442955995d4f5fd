import { promotionCalls } from '@portal/contracts';
import { callApi, type HttpClient } from '../../shared/http/http-client';
import { withIdempotencyKey } from '../../shared/http/money-intent';

/** The promotions' calls (contracts/src/catalogue-promotions.ts); the list is the announcements relay's `promotion` (spec 04). */
export { fetchPromotions } from '../../shared/announcements/announcements';
/** Open to visitors; with a token the answer carries the player's own status. */
export const fetchPromotionDetail = (http: HttpClient, id: number) => callApi(http, promotionCalls.promotionDetail, { params: { id } });
export const joinPromotion = (http: HttpClient, id: number, agreed: boolean) =>
  callApi(http, promotionCalls.promotionJoin, { data: { id, agreed } });
export const fetchAvailablePromotions = (http: HttpClient) => callApi(http, promotionCalls.availablePromotions);
/** Money calls: `key` is the Idempotency-Key of the player's tap (intents.ts). */
export const claimReward = (http: HttpClient, promotionClaimId: number, promotionType: string, key: string) =>
  callApi(http, promotionCalls.claimReward, { data: { promotionClaimId, promotionType }, ...withIdempotencyKey(key) });
export const drawRaffle = (http: HttpClient, promotionId: number, key: string) =>
  callApi(http, promotionCalls.raffle, { data: { promotionId }, ...withIdempotencyKey(key) });

/**
 * The activity application: multipart, the comment and up to 3 images as files named `image`, and `agreed`
 * "true" once the player ticked the age and terms agreement a promotion asks for (contracts/README.md).
 */
export function applyPromotion(http: HttpClient, promotionId: number, comment: string, images: readonly Blob[], agreed = false) {
  const form = new FormData();
  form.append('promotionId', String(promotionId));
  form.append('comment', comment);
  if (agreed) form.append('agreed', 'true');
  images.forEach((image, i) => form.append('image', image, image instanceof File ? image.name : `image-${i + 1}`));
  return callApi(http, promotionCalls.promotionApply, { data: form });
}
