import type { FundOrder } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import styles from './payout.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

/** Under a paid withdrawal: where its confirmation stands, and the button while it waits for the player. */
export function PayoutLine({ order, onConfirm }: { order: FundOrder; onConfirm: () => void }) {
  const { t } = useTranslation('member-centre');
  const format = useFormat();
  const state = order.confirmation;
  if (!state) return null;
  return (
    <div className={styles.line} data-testid="payout-line" data-confirmation={state}>
      {state === 'WAITING' ? (
        <>
          <span>
            <span className={styles.waiting}>{t('payout.WAITING')}</span>
            {order.confirmBy !== undefined && (
              <span className="muted"> · {t('payout.confirmBy', { time: format.dateTime(order.confirmBy) })}</span>
            )}
          </span>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {t('payout.confirm')}
          </button>
        </>
      ) : (
        <span>
          {t(`payout.${state}`, {
            received: format.money(order.amountReceived ?? 0),
            remainder: format.money(order.remainder ?? 0),
            count: order.proofCount ?? 0,
          })}
        </span>
      )}
    </div>
  );
}
