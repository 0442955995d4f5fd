import { statePart } from '../platform/world';

export const referralRewardKey = (referrerId: number, friendId: number) => `${referrerId}:${friendId}`;

/** What the member's account pages keep per world: mission rewards paid, referral rewards paid, upline transfers. */
export class MemberAccount {
  /** `userId:missionId:periodStart` of every mission reward paid. */
  readonly missionClaims = new Set<string>();
  /** Referral codes players asked to have generated (autoGenerate), by user id. */
  readonly referralCodes = new Map<number, string>();
  /** `referrerId:friendId` of every referral reward paid (referralRewardKey), the seeded friends' from the start. */
  readonly referralRewards = new Set<string>();
  private nextTransfer = 1;

  nextTransferId() {
    return `UP${String(this.nextTransfer++).padStart(7, '0')}`;
  }
}

/**
 * Mission rewards, referral rewards and upline transfers paid; the seeded friends' rewards come with the reseed
 * (member-plugin.ts). Named 'perks' in state files, as it was before the member account took its word: a part's
 * name is never changed (world-hooks.ts), or saved worlds would stop loading.
 */
export const accountPart = statePart('perks', () => new MemberAccount());
