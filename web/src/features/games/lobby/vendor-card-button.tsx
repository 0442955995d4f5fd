import { VASSALAGE, type VendorCard } from '@portal/contracts';
import { useDispatch } from 'react-redux';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { gamesActions } from '../games-slice';

/** A card of the vendor list: a vendor entry opens its games, a game card launches it. */
export function VendorCardButton({ card }: { card: VendorCard }) {
  const dispatch = useDispatch();
  const open = () =>
    dispatch(
      card.isGame === VASSALAGE
        ? gamesActions.vendorOpened(card)
        : gamesActions.launchRequested({
            nodeId: card.nodeId,
            vassalage: card.vassalage,
            gameType: card.gameType,
            accountTypeName: card.accountTypeName,
            code: card.code,
            defaultPlayType: card.defaultPlayType,
          }),
    );
  return (
    <li>
      <button type="button" className="vendor-card" onClick={open}>
        <LazyImage src={card.icon} alt="" width={160} height={64} />
        <span>{card.name}</span>
      </button>
    </li>
  );
}
