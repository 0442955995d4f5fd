import type { Consolidated, ContractKind, SentOffer } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { sentOffersOf, waitingOf } from '../offers/waiting-offers';
import { useMutation } from '../parts/use-mutation';
import { selectMutation } from '../selectors';
import { agentCentreActions } from '../slice';
import { KindTerms } from './kind-terms';
import styles from './salary.module.css';

/**
 * Offers of this kind waiting for my answer, on the kind's page (the menu's badge leads here): how many, and a
 * button that opens the offers notice again after Later put it aside.
 */
export function WaitingForMe({ value, kind }: { value: Consolidated | null; kind: ContractKind }) {
  const { t } = useTranslation('agent-centre');
  const dispatch = useAppDispatch();
  const count = waitingOf(value, kind);
  if (count === 0) return null;
  return (
    <div className={styles.waiting} data-testid="waiting-for-me">
      <p>{t('notices.waiting', { count })}</p>
      <button type="button" className="button button--primary" onClick={() => dispatch(agentCentreActions.offersReopened())}>
        {t('notices.answer')}
      </button>
    </div>
  );
}

/** A change I sent for a contract in force (shown on that contract, with the terms it would take). */
export const pendingChangeOf = (value: Consolidated | null, kind: ContractKind, contractId: number) =>
  sentOffersOf(value, kind).find((o) => o.status === 'E' && o.replaces === contractId);

/**
 * What I sent that waits for an answer: after "Send the offer" the form empties, and this says it went (role
 * status) and shows the offer with its terms, to whom and when, until the downline answers (each side then
 * gets an inbox message). A change is shown with the contract it would replace, through `pendingChangeOf`.
 */
export function SentOffers({ value, kind }: { value: Consolidated | null; kind: ContractKind }) {
  const { t } = useTranslation('agent-centre');
  const format = useFormat();
  const offerResult = useAppSelector(selectMutation('offer')).value as { contractId?: number } | null;
  const [justSent, setJustSent] = useState(false);
  useMutation('offer', () => setJustSent(true));
  const sent = sentOffersOf(value, kind);
  const latest = justSent ? sent.find((o) => o.contractId === offerResult?.contractId) : undefined;
  const newOffers = sent.filter((o) => o.status === 'P');
  return (
    <>
      <p role="status" className={styles.sentNote}>
        {latest && t(latest.status === 'E' ? 'notices.changeSent' : 'notices.sent', { downline: latest.downline })}
      </p>
      {newOffers.length > 0 && (
        <section className={styles.section} aria-labelledby={`sent-${kind}`}>
          <h4 id={`sent-${kind}`}>{t('notices.sentTitle')}</h4>
          {newOffers.map((o) => (
            <SentOfferView key={o.contractId} offer={o} at={format.dateTime(o.sentAt)} />
          ))}
        </section>
      )}
    </>
  );
}

/** One offer or change I sent: to whom, when, and its terms in the kind's words. */
export function SentOfferView({ offer, at }: { offer: SentOffer; at: string }) {
  const { t } = useTranslation('agent-centre');
  const caption = t(offer.status === 'E' ? 'notices.pendingChange' : 'notices.pendingOffer', { downline: offer.downline, at });
  return (
    <div className={styles.contract} data-testid="sent-offer" data-status={offer.status}>
      <p>
        <span className={styles.badge}>{t('notices.awaiting')}</span> {caption}
      </p>
      <KindTerms
        daily={offer.kind === 'DAILY_SALARY' ? offer.details : undefined}
        hourly={offer.kind === 'HOURLY_SALARY' ? offer.details.map(({ betVolume, ...r }) => ({ minimumBet: betVolume, ...r })) : undefined}
        dividend={offer.dividend}
        realtime={offer.realtime}
        caption={caption}
      />
    </div>
  );
}
