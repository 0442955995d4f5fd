import { formatMoney } from '../format';
import styles from './history.module.css';

/** A signed amount, green when the player gained and red when they lost. */
export function Signed({ amount, symbol }: { amount: number; symbol: string }) {
  return (
    <span className={amount > 0 ? styles.in : amount < 0 ? styles.out : undefined}>
      {amount > 0 ? '+' : ''}
      {formatMoney(amount, symbol)}
    </span>
  );
}
