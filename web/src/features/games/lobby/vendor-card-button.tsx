import type { VendorCard } from '@portal/contracts';
import { useAppDispatch } from '../../../shared/store/hooks';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { cardAction } from '../intents';
import styles from './vendor-card-button.module.css';

/** A card of the vendor list: a vendor entry opens its games, a game card launches it. */
export function VendorCardButton({ card }: { card: VendorCard }) {
  const dispatch = useAppDispatch();
  return (
    <li>
      <button type="button" className={styles.card} onClick={() => dispatch(cardAction(card))}>
        <LazyImage src={card.icon} alt="" width={160} height={64} />
        <span>{card.name}</span>
      </button>
    </li>
  );
}
