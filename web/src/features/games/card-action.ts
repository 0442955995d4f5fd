import { VASSALAGE, type VendorCard } from '@portal/contracts';
import { gamesActions } from './slice';

/** What a card of the vendor list does: a vendor entry opens its games, a game card launches it. */
export const cardAction = (card: VendorCard) =>
  card.isGame === VASSALAGE
    ? gamesActions.vendorOpened(card)
    : gamesActions.launchRequested({
        nodeId: card.nodeId,
        vassalage: card.vassalage,
        gameType: card.gameType,
        accountTypeName: card.accountTypeName,
        code: card.code,
        defaultPlayType: card.defaultPlayType,
      });
