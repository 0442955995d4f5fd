import { useAppSelector } from '../../../shared/store/hooks';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { selectVendorLogos } from '../selectors';
import styles from './vendor-strip.module.css';

/** The footer's vendor logos, one per vendor. */
export function VendorStrip() {
  const logos = useAppSelector(selectVendorLogos);
  if (logos.length === 0) return null;
  return (
    <ul className={styles.strip} aria-label="game providers">
      {logos.map((v) => (
        <li key={v.vassalage}>
          <LazyImage src={v.icon} alt={v.vassalage} width={96} height={38} />
        </li>
      ))}
    </ul>
  );
}
