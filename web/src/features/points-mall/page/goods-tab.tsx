import { rewardCategories, type PointReward, type RewardCategory } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accessActions, selectRealAccountCheck } from '../../../shared/access/access';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { pointsMallIntents as intents } from '../intents';
import { selectPointsMall } from '../selectors';
import styles from './points-mall-page.module.css';
import { RedeemDialog } from './redeem-dialog';
import { useFormat } from '../../../shared/i18n/use-format';

/** The goods by category, each with its stock, points and valid-bet requirement; Redeem asks who is asking first. */
export function GoodsTab() {
  const { t } = useTranslation('points-mall');
  const dispatch = useAppDispatch();
  const { rewards } = useAppSelector(selectPointsMall);
  const access = useAppSelector(selectRealAccountCheck);
  const [category, setCategory] = useState<RewardCategory | null>(null);
  const [redeeming, setRedeeming] = useState<PointReward | null>(null);
  const shown = rewards.value.filter((r) => !category || r.category === category);
  const ask = (reward: PointReward) => {
    if (access === 'login') dispatch(accessActions.loginPromptRequested());
    else if (access === 'trial') dispatch(accessActions.trialWarningRequested());
    else setRedeeming(reward);
  };
  return (
    <>
      {/* Goods already shown stay while they are read again (after a redemption), so the open dialog stays too. */}
      <RemoteView remote={rewards} retry={() => dispatch(intents.mallOpened())} ns="points-mall">
        <div className={styles.chips} role="group" aria-label={t('categories.label')}>
          {[null, ...rewardCategories].map((key) => (
            <button
              key={key ?? 'all'}
              type="button"
              className={styles.chip}
              aria-pressed={category === key}
              onClick={() => setCategory(key)}
            >
              {t(`categories.${key ?? 'all'}`)}
            </button>
          ))}
        </div>
        {shown.length === 0 ? (
          <p className="muted">{t('goods.none')}</p>
        ) : (
          <ul className={styles.goods}>
            {shown.map((reward) => (
              <RewardCard key={reward.rewardId} reward={reward} onRedeem={() => ask(reward)} />
            ))}
          </ul>
        )}
      </RemoteView>
      {redeeming && (
        <RedeemDialog
          reward={rewards.value.find((r) => r.rewardId === redeeming.rewardId) ?? redeeming}
          onClose={() => setRedeeming(null)}
        />
      )}
    </>
  );
}

function RewardCard({ reward, onRedeem }: { reward: PointReward; onRedeem: () => void }) {
  const { t } = useTranslation('points-mall');
  const format = useFormat();
  const soldOut = reward.stock <= 0;
  return (
    <li className={styles.reward} data-testid="reward" data-reward-id={reward.rewardId}>
      <img src={reward.image} alt="" width={240} height={160} loading="lazy" />
      <h2>{reward.name}</h2>
      <p className={styles.cost}>{t('goods.points', { points: format.number(reward.pointsRequired, 1) })}</p>
      <p className="muted" data-testid="reward-stock">
        {soldOut ? t('goods.soldOut') : t('goods.stock', { count: reward.stock })}
      </p>
      {reward.amountRequired > 0 && <p className="muted">{t('goods.needsBet', { amount: format.money(reward.amountRequired) })}</p>}
      <button
        type="button"
        className="button button--primary"
        disabled={soldOut}
        aria-label={t('goods.redeemName', { name: reward.name })}
        onClick={onRedeem}
      >
        {t('goods.redeem')}
      </button>
    </li>
  );
}
