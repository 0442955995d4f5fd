import type { VendorCard } from '@portal/contracts';
import styles from './vendor-grid.module.css';
import { VendorCardButton } from './vendor-card-button';

/** A grid of a category's vendor cards. */
export function VendorGrid({ cards }: { cards: VendorCard[] }) {
  // vendor-grid is what the e2e tests find the cards by.
  return (
    <ul className={`${styles.grid} vendor-grid`}>
      {cards.map((card) => (
        <VendorCardButton key={`${card.vassalage}-${card.nodeId ?? ''}`} card={card} />
      ))}
    </ul>
  );
}
