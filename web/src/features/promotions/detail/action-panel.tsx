import type { PromotionDetail } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accessActions, selectHasToken } from '../../../shared/access/access';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { promotionsIntents as intents } from '../intents';
import { selectPendingAction, selectPromotions } from '../selectors';
import { Agreement } from './agreement';
import { ApplicationForm } from './application-form';
import styles from './promotion-detail.module.css';
import { RaffleDraw } from './raffle-draw';
import { ActionFailure } from './action-failure';
import { useFormat } from '../../../shared/i18n/use-format';

/** What the player can do now, by the promotion's type and their status (spec 02, 4), and what the last action answered. */
export function PromotionActionPanel({ detail }: { detail: PromotionDetail }) {
  const { t } = useTranslation(['promotions', 'common']);
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectHasToken);
  const { action } = useAppSelector(selectPromotions);
  const format = useFormat();
  const pending = useAppSelector(selectPendingAction);
  const { status, promotionType: type } = detail;
  const working = pending !== null;
  const error = <ActionFailure />;
  const note = (text: string) => (
    <p className={styles.note} role="status">
      {text}
    </p>
  );
  if (status === 'coming_soon') return note(`${t('action.comingSoon')} ${t('when.coming_soon', { date: format.day(detail.startDate) })}`);
  if (status === 'closed') return note(`${t('action.closed')} ${t('when.closed', { date: format.day(detail.endDate) })}`);
  if (status === 'signed') return note(t('action.signed'));
  if (!loggedIn)
    return (
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={() => dispatch(accessActions.loginPromptRequested())}>
          {t('action.login')}
        </button>
      </div>
    );
  if (type === 'RAFFLE') return <RaffleDraw detail={detail} />;
  if (status === 'join') return <JoinForm detail={detail} />;
  if (status === 'joined') return note(t('action.joined', { requirement: detail.requirement ?? '' }).trim());
  if (status === 'claim')
    return (
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          disabled={working}
          onClick={() => dispatch(intents.claimRequested({ id: detail.id, promotionType: type }))}
        >
          {pending === 'claim' ? t('common:common.submitting') : t('action.claim')}
        </button>
        {error}
      </div>
    );
  if (status === 'claimed') {
    const paid = action.value?.kind === 'claim' ? action.value.amount : null;
    return note(
      paid === null ? t('action.claimed') : `${t('action.claimed')} ${t('action.claimedAmount', { amount: format.money(paid) })}`,
    );
  }
  if (status === 'applying' || status === 'rejected')
    return (
      <>
        {status === 'rejected' && note(t('action.rejected'))}
        <ApplicationForm detail={detail} />
      </>
    );
  if (status === 'in_process') {
    const sent = action.value?.kind === 'apply' ? action.value : null;
    return note(sent ? t('application.sent', { id: sent.applicationId, count: sent.images }) : t('action.inProcess'));
  }
  if (status === 'issued') return note(t('action.issued'));
  return null;
}

/** Join, with the age and terms agreement where the promotion asks for it. */
function JoinForm({ detail }: { detail: PromotionDetail }) {
  const { t } = useTranslation(['promotions', 'common']);
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingAction);
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const join = () => {
    if (detail.needsAgreement && !agreed) return setMissing(true);
    dispatch(intents.joinRequested({ id: detail.id, agreed }));
  };
  return (
    <div className={styles.actions}>
      {detail.needsAgreement && (
        <Agreement
          checked={agreed}
          error={missing && !agreed}
          onChange={(v) => {
            setAgreed(v);
            setMissing(false);
          }}
        />
      )}
      <button type="button" className="button button--primary" disabled={pending !== null} onClick={join}>
        {pending === 'join' ? t('common:common.submitting') : t('action.join')}
      </button>
      <ActionFailure />
    </div>
  );
}
