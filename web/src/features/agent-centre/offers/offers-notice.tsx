import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Modal, ModalActions } from '../../../shared/ui/modal';
import { agentCentreIntents } from '../intents';
import { ActionError } from '../parts/action-error';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { useMutation } from '../parts/use-mutation';
import { useReport } from '../parts/use-report';
import { useFormat } from '../../../shared/i18n/use-format';
import { KindTerms } from '../salary/kind-terms';
import { termsText } from '../salary/terms-text';
import { selectAgentCentre } from '../selectors';
import { agentCentreActions } from '../slice';
import styles from './offers.module.css';
import { useEscapeFirst } from '../parts/use-escape-first';
import { waitingOffers, type WaitingOffer } from './waiting-offers';

type Offer = WaitingOffer;

/**
 * The consolidated notice (spec 04): on login, the contract offers waiting for my answer. Accept or reject
 * an offer, consent to a termination; when accepting would end my own downlines' higher-rate contracts
 * (downlineHigherRate Y) I confirm first. Each answer reads consolidated again; the notice closes when
 * nothing waits, or for this session with Later.
 */
export function OffersNotice() {
  const { t } = useTranslation('agent-centre');
  const dispatch = useAppDispatch();
  const { report } = useReport('consolidated', undefined);
  const deferred = useAppSelector(selectAgentCentre).offersDeferred;
  const answering = useMutation('answer');
  const [confirming, setConfirming] = useState<Offer | null>(null);
  const format = useFormat();
  const offers = waitingOffers(report.value);
  const later = useCallback(() => dispatch(agentCentreActions.offersDeferred()), [dispatch]);
  // Reopened over the agent centre, Escape puts the notice aside, not the centre too (the confirm step has its own).
  useEscapeFirst(later, !deferred && offers.length > 0 && !confirming);
  if (deferred || offers.length === 0) return null;
  // The offer's kind and upline, in words: its heading, and the caption of its terms.
  const offerOf = (offer: Offer) =>
    offer.kind === 'DAILY_SALARY'
      ? t('offers.dailySalaryFrom', { upline: offer.upline })
      : t(`offerKinds.${offer.kind}`, { upline: offer.upline });
  // What accepting ends, by downline and rate, when the platform names it (consolidated downlineHigherRateContracts).
  const ending = (offer: Offer) =>
    offer.ending.length > 0 && (
      <ul className={styles.ending} data-testid="ending">
        {offer.ending.map((e) => (
          <li key={e.contractId}>
            {t('notices.endingRow', { downline: e.downline, terms: termsText({ ...e, kind: offer.kind }, t, format) })}
          </li>
        ))}
      </ul>
    );
  const answer = (offer: Offer, status: 'A' | 'R' | 'C', confirmHigherRate = false) =>
    dispatch(agentCentreIntents.answerRequested({ kind: offer.kind, id: offer.id, status, confirmHigherRate }));
  return (
    <>
      <Modal title={t('offers.title')} size="md" closeLabel={t('offers.later')} onClose={later}>
        <p className="muted">{t('offers.intro', { count: offers.length })}</p>
        <ActionError error={answering.failure} />
        <ul className={styles.list}>
          {offers.map((offer) => (
            <li
              key={`${offer.kind}-${offer.id}`}
              className={styles.offer}
              data-testid="offer"
              data-status={offer.status}
              data-kind={offer.kind}
            >
              <p className={styles.head}>
                <strong>{t(`offers.status.${offer.status}`)}</strong> {offerOf(offer)}
              </p>
              {offer.status !== 'V' && (
                <KindTerms
                  daily={offer.daily}
                  dividend={offer.dividend}
                  hourly={offer.hourly}
                  realtime={offer.realtime}
                  caption={offerOf(offer)}
                />
              )}
              {offer.status !== 'V' && offer.downlineHigherRate === 'Y' && (
                <div className={styles.warning}>
                  <p>{offer.ending.length > 0 ? t('notices.endingIntro') : t('offers.higherRateWarning')}</p>
                  {ending(offer)}
                </div>
              )}
              <div className={styles.actions}>
                {offer.status === 'V' ? (
                  <button type="button" className="button button--primary" disabled={answering.pending} onClick={() => answer(offer, 'C')}>
                    {t('offers.consent')}
                  </button>
                ) : (
                  <>
                    <button
                      type="button"
                      className="button button--outline"
                      disabled={answering.pending}
                      onClick={() => answer(offer, 'R')}
                    >
                      {t('offers.reject')}
                    </button>
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={answering.pending}
                      onClick={() => (offer.downlineHigherRate === 'Y' ? setConfirming(offer) : answer(offer, 'A'))}
                    >
                      {t('offers.accept')}
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
        <ModalActions>
          <button type="button" className="button button--ghost" onClick={() => dispatch(agentCentreActions.offersDeferred())}>
            {t('offers.later')}
          </button>
        </ModalActions>
      </Modal>
      {confirming && (
        <ConfirmDialog
          title={t('offers.confirmTitle')}
          confirmLabel={t('offers.confirmAccept')}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            answer(confirming, 'A', true);
            setConfirming(null);
          }}
        >
          <p>{confirming.ending.length > 0 ? t('notices.confirmNamed') : t('offers.confirmText')}</p>
          {ending(confirming)}
        </ConfirmDialog>
      )}
    </>
  );
}
