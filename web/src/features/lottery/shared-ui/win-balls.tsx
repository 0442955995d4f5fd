import styles from './win-balls.module.css';

/** A draw's winning digits (`winNo`, comma-separated) as balls; the label reads them out as one. */
export function WinBalls({ winNo, label }: { winNo: string; label: string }) {
  const digits = winNo.split(',').filter(Boolean);
  return (
    <span className={styles.balls} role="img" aria-label={`${label}: ${digits.join(' ')}`}>
      {digits.map((digit, i) => (
        <span key={i} className={styles.ball} aria-hidden="true">
          {digit}
        </span>
      ))}
    </span>
  );
}
