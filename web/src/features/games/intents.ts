import { createAction } from '@reduxjs/toolkit';
import { VASSALAGE, type Game, type VendorCard } from '@portal/contracts';
import type { Launchable, LobbyQuery, LobbyView } from './types';

/** What the player asks of the games feature; the saga answers with the slice's results. */
export const gamesIntents = {
  lanesRequested: createAction('games/lanesRequested'),
  hotRequested: createAction('games/hotRequested'),
  lobbyQueried: createAction<{ query: LobbyQuery; view: LobbyView }>('games/lobbyQueried'),
  /** Try again: the lobby's last query, asked once more. */
  lobbyRetried: createAction('games/lobbyRetried'),
  /** The home page asks again for a notice (banners, announcements) that failed. */
  noticeRequested: createAction('games/noticeRequested'),
  favouriteToggled: createAction<Game>('games/favouriteToggled'),
  vendorOpened: createAction<VendorCard>('games/vendorOpened'),
  launchRequested: createAction<Launchable>('games/launchRequested'),
};

/** What a card of the vendor list does: a vendor entry opens its games, a game card launches it. */
export const cardAction = (card: VendorCard) =>
  card.isGame === VASSALAGE
    ? gamesIntents.vendorOpened(card)
    : gamesIntents.launchRequested({
        nodeId: card.nodeId,
        vassalage: card.vassalage,
        gameType: card.gameType,
        accountTypeName: card.accountTypeName,
        code: card.code,
        defaultPlayType: card.defaultPlayType,
      });
