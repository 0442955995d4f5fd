import { Gift } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { isPending } from '../../../shared/remote/remote';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { memberCentreIntents as intents } from '../intents';
import { selectMemberReports } from '../selectors';
import type { ClaimableReward } from '../types';
import { metInSecurityCentre, requirementText } from './requirement';
import styles from './rewards.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

/** rewardCenter: rewards I can claim (and those I claimed), each with what it still needs of me. */
export function RewardCentrePage() {
  const { t } = useTranslation(['member-centre', 'common']);
  const dispatch = useAppDispatch();
  const { rewards } = useAppSelector(selectMemberReports);
  useEffect(() => {
    dispatch(intents.rewardsOpened());
  }, [dispatch]);
  // Claimable first, then the ones already claimed.
  const list = [...rewards.value].sort((a, b) => Number(a.status === 'CLAIMED') - Number(b.status === 'CLAIMED'));
  return (
    <RemoteView remote={rewards} retry={() => dispatch(intents.rewardsOpened())} ns="member-centre">
      {list.length === 0 ? (
        <div className={styles.empty}>
          <Gift aria-hidden="true" size={36} />
          <p>{t('rewards.none')}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('pages.rewardCenter')}>
          {list.map((reward) => (
            <Reward key={reward.rewardId} reward={reward} />
          ))}
        </ul>
      )}
    </RemoteView>
  );
}

function Reward({ reward }: { reward: ClaimableReward }) {
  const { t } = useTranslation(['member-centre', 'common']);
  const dispatch = useAppDispatch();
  const failureText = useErrorText('member-centre');
  const format = useFormat();
  const claim = useAppSelector(selectMemberReports).rewardClaim;
  const mine = claim.query === reward.rewardId;
  const pending = isPending(claim);
  const refused = mine && claim.status === 'failed' ? claim.error : null;
  const paid = mine && claim.status === 'ready' ? claim.value : null;
  // What it needs: the server's refusal names it, or the reward's remark says so up front.
  const field = (refused && claim.field) || reward.remark;
  const needs = requirementText(t, field);
  const claimed = reward.status === 'CLAIMED';
  return (
    <li className={styles.reward} data-testid="reward" data-status={reward.status}>
      <div className={styles.head}>
        <h4 className={styles.name}>{reward.ticketName}</h4>
        {/* What it pays: money, else points; nothing when the platform gives neither (never "0 points"). */}
        {(reward.rewardAmount > 0 || reward.rewardPoint > 0) && (
          <strong className={styles.amount}>
            {reward.rewardAmount > 0 ? format.money(reward.rewardAmount) : t('rewards.points', { points: reward.rewardPoint })}
          </strong>
        )}
      </div>
      <p className="muted">
        {t('rewards.event')}: {reward.eventName} ·{' '}
        {reward.expiry ? t('rewards.expiry', { time: format.dateTime(reward.expiry) }) : t('rewards.noExpiry')}
      </p>
      {!claimed && needs && (
        <p className={styles.needs} role="note">
          {t('rewards.needs', { requirement: needs })}{' '}
          {metInSecurityCentre(field) && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => dispatch(overlayActions.memberCentreOpened('securityCenter'))}
            >
              {t('rewards.goToSecurity')}
            </button>
          )}
        </p>
      )}
      {refused && !claim.field && (
        <p className="form-error" role="alert">
          {failureText(refused)}
        </p>
      )}
      {paid && (
        <p className={styles.done} role="status">
          {paid.amount > 0 && t('rewards.claimedNow', { amount: format.money(paid.amount) })}
          {paid.points > 0 && ` ${t('rewards.claimedPoints', { points: paid.points })}`}
        </p>
      )}
      {claimed ? (
        <span className={styles.claimed}>{t('rewards.claimed')}</span>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={pending}
          onClick={() => dispatch(intents.rewardClaimRequested({ rewardId: reward.rewardId, promotionType: reward.promotionType }))}
        >
          {mine && pending ? t('common:common.submitting') : t('rewards.claim')}
        </button>
      )}
    </li>
  );
}
