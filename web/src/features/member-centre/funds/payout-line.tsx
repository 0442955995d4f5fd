import type { FundOrder } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../shared/store/hooks';
import { formatMoney, formatTime } from '../format';
import { selectCurrencySymbol } from '../selectors';
import styles from './payout.module.css';

/** Under a paid withdrawal: where its confirmation stands, and the button while it waits for the player. */
export function PayoutLine({ order, onConfirm }: { order: FundOrder; onConfirm: () => void }) {
  const { t } = useTranslation('member-centre');
  const symbol = useAppSelector(selectCurrencySymbol);
  const state = order.confirmation;
  if (!state) return null;
  return (
    <div className={styles.line} data-testid="payout-line" data-confirmation={state}>
      {state === 'WAITING' ? (
        <>
          <span>
            <span className={styles.waiting}>{t('payout.WAITING')}</span>
            {order.confirmBy !== undefined && (
              <span className="muted"> · {t('payout.confirmBy', { time: formatTime(order.confirmBy) })}</span>
            )}
          </span>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {t('payout.confirm')}
          </button>
        </>
      ) : (
        <span>
          {t(`payout.${state}`, {
            received: formatMoney(order.amountReceived ?? 0, symbol),
            remainder: formatMoney(order.remainder ?? 0, symbol),
            count: order.proofCount ?? 0,
          })}
        </span>
      )}
    </div>
  );
}
