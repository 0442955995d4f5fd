import { VN_LOTTERY_ACCOUNT, type PrizeMode, type VendorLane } from '@portal/contracts';
import { SessionKey } from '../../shared/storage/keys';
import { session } from '../../shared/storage/web-storage';

/**
 * The site's prize mode (spec 04, "Lottery"): ELOTT when the vendor lane ELOTT holds TCG_LOTTO_VN or LOTT
 * cards, else LOTT. The lanes are read from the games' sessionStorage cache, so no feature imports another.
 */
export function prizeModeOf(lanes: readonly VendorLane[] | null): PrizeMode {
  const elott = lanes?.find((lane) => lane.title === 'ELOTT');
  const holdsLottery = elott?.cards.some((c) => c.gameType === 'LOTT' || (c.accountTypeName ?? c.vassalage) === VN_LOTTERY_ACCOUNT);
  return holdsLottery ? 'ELOTT' : 'LOTT';
}

export const sitePrizeMode = () => {
  const lanes = session.getJson<unknown>(SessionKey.GameVendor);
  return prizeModeOf(Array.isArray(lanes) ? (lanes as VendorLane[]) : null);
};
