import type { VendorCard } from '@portal/contracts';
import { useDispatch } from 'react-redux';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { cardAction } from '../card-action';

/** A card of the vendor list: a vendor entry opens its games, a game card launches it. */
export function VendorCardButton({ card }: { card: VendorCard }) {
  const dispatch = useDispatch();
  return (
    <li>
      <button type="button" className="vendor-card" onClick={() => dispatch(cardAction(card))}>
        <LazyImage src={card.icon} alt="" width={160} height={64} />
        <span>{card.name}</span>
      </button>
    </li>
  );
}
