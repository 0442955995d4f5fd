import { useTranslation } from 'react-i18next';
import type { PlayerRank } from '../types';
import styles from './security.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

/** The player rank: level, the way to the next one, and what this level brings. */
export function RankCard({ rank }: { rank: PlayerRank }) {
  const { t } = useTranslation('member-centre');
  const format = useFormat();
  const benefits = rank.levels.find((l) => l.level === rank.level)?.benefits;
  return (
    <section className={styles.card} aria-labelledby="player-rank" data-testid="player-rank">
      <h4 id="player-rank">{t('rank.title')}</h4>
      <p>
        <strong>{t('rank.level', { level: rank.level, name: rank.name })}</strong>
      </p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('rank.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(rank.progress)}
      >
        <span style={{ width: `${Math.min(100, Math.max(0, rank.progress))}%` }} />
      </div>
      <p className="muted">{t('rank.validBet', { amount: format.money(rank.validBet) })}</p>
      <p>
        {rank.nextLevel ? t('rank.next', { remaining: format.money(rank.nextLevel.remaining), name: rank.nextLevel.name }) : t('rank.top')}
      </p>
      {benefits && (
        <ul className={styles.benefits} aria-label={t('rank.benefits')}>
          <li>{t('rank.rebate', { percent: benefits.rebatePercent })}</li>
          {benefits.birthdayBonus > 0 && <li>{t('rank.birthday', { amount: format.money(benefits.birthdayBonus) })}</li>}
          <li>{t('rank.withdrawals', { count: benefits.withdrawalsPerDay })}</li>
          {benefits.vipService && <li>{t('rank.vip')}</li>}
        </ul>
      )}
    </section>
  );
}
