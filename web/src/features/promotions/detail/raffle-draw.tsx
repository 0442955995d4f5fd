import type { PromotionDetail } from '@portal/contracts';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { promotionsIntents as intents } from '../intents';
import { selectPendingAction, selectPromotions } from '../selectors';
import styles from './promotion-detail.module.css';
import { ActionFailure } from './action-failure';
import { useFormat } from '../../../shared/i18n/use-format';

/**
 * The daily lucky draw: the ticket shakes while the draw is made and opens on the prize (no motion when the
 * player asks for reduced motion: the CSS drops the animations). The prize is credited by the server at once.
 */
export function RaffleDraw({ detail }: { detail: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const dispatch = useAppDispatch();
  const { action } = useAppSelector(selectPromotions);
  const format = useFormat();
  const won = action.value?.kind === 'raffle' ? action.value : null;
  const drawing = useAppSelector(selectPendingAction) === 'raffle';
  if (won)
    return (
      <div className={styles.raffle} role="status" data-testid="raffle-result">
        <span className={`${styles.ticket} ${styles.opened}`} aria-hidden="true">
          <Gift size={48} />
        </span>
        <p className="muted">{t(`raffle.tickets.${won.ticketType}` as 'raffle.tickets.GOLDEN_EGG', { defaultValue: won.ticketType })}</p>
        <p className={styles.prize}>{t('raffle.won', { amount: format.money(won.prize) })}</p>
        <p className="muted">{t('raffle.credited')}</p>
      </div>
    );
  if (detail.status !== 'join')
    return (
      <p className={styles.note} role="status">
        {t('action.drawnToday')}
      </p>
    );
  return (
    <div className={styles.raffle}>
      <span className={`${styles.ticket} ${drawing ? styles.shaking : ''}`} aria-hidden="true">
        <Gift size={48} />
      </span>
      <button
        type="button"
        className="button button--primary"
        disabled={drawing}
        onClick={() => dispatch(intents.raffleRequested(detail.id))}
      >
        {drawing ? t('raffle.drawing') : t('action.draw')}
      </button>
      <ActionFailure />
    </div>
  );
}
