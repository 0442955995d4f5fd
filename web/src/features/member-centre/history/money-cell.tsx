import styles from './history.module.css';
import type { Formats } from '../../../shared/i18n/use-format';

/** A signed amount, green when the player gained and red when they lost. */
export function Signed({ amount, format }: { amount: number; format: Formats }) {
  return (
    <span className={amount > 0 ? styles.in : amount < 0 ? styles.out : undefined}>
      {amount > 0 ? '+' : ''}
      {format.money(amount)}
    </span>
  );
}
