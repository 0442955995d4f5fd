import { ALL_PRODUCT_TYPE, isTerminationAsked, type SalaryTier } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../shared/store/hooks';
import { agentCentreIntents } from '../intents';
import { ActionConfirmDialog } from '../parts/confirm-dialog';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useReport } from '../parts/use-report';
import { KindTerms } from './kind-terms';
import { pendingChangeOf, SentOfferView, SentOffers, WaitingForMe } from './offer-notes';
import { OfferForm } from './offer-form';
import { ceilingOf } from './salary-forms';
import styles from './salary.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

/** My daily salary contract (paid to me), the ones I gave (I pay), and the offer form. */
export function ContractsTab() {
  const { t } = useTranslation('agent-centre');
  const dispatch = useAppDispatch();
  const { report, ask } = useReport('consolidated', undefined);
  const direct = useReport('directDownlines', undefined);
  const [change, setChange] = useState<{ downline: string; details: SalaryTier[] } | null>(null);
  const [ending, setEnding] = useState<{ id: number; downline: string } | null>(null);
  const format = useFormat();
  const inForce = report.value?.dailysalinfotype[ALL_PRODUCT_TYPE]?.agent ?? [];
  const mine = inForce.find((c) => c.side === 'MINE');
  const given = inForce.filter((c) => c.side === 'GIVEN');
  const agents = useMemo(() => (direct.report.value?.list ?? []).filter((d) => d.type !== 0).map((d) => d.username), [direct.report.value]);
  const pendingChange = (id: number) => {
    const sent = pendingChangeOf(report.value, 'DAILY_SALARY', id);
    return sent && <SentOfferView offer={sent} at={format.dateTime(sent.sentAt)} />;
  };
  return (
    <RemoteView remote={report} retry={() => ask(undefined)} ns="agent-centre">
      <WaitingForMe value={report.value} kind="DAILY_SALARY" />
      <section className={styles.section} aria-labelledby="salary-mine">
        <h4 id="salary-mine">{t('salary.mine')}</h4>
        {mine ? (
          <div className={styles.contract} data-testid="my-contract">
            <p>
              {t('salary.from', { upline: mine.counterpart, since: format.dateTime(mine.since) })}{' '}
              {isTerminationAsked(mine) && <span className={styles.badge}>{t('salary.terminationAsked')}</span>}
            </p>
            <KindTerms daily={mine.details} caption={t('salary.mine')} />
          </div>
        ) : (
          <p className="muted">{t('salary.noneMine')}</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="salary-given">
        <h4 id="salary-given">{t('salary.given')}</h4>
        {given.length === 0 && <p className="muted">{t('salary.noneGiven')}</p>}
        {given.map((c) => (
          <div key={c.id} className={styles.contract} data-testid="given-contract">
            <p>
              {t('salary.to', { downline: c.counterpart, since: format.dateTime(c.since) })}{' '}
              {isTerminationAsked(c) && <span className={styles.badge}>{t('salary.terminationAsked')}</span>}
            </p>
            <KindTerms daily={c.details} caption={c.counterpart} />
            {pendingChange(c.id)}
            <div className="field-row">
              <button
                type="button"
                className="button button--outline"
                onClick={() => setChange({ downline: c.counterpart, details: c.details })}
              >
                {t('salary.change')}
              </button>
              {!isTerminationAsked(c) && (
                <button type="button" className="button button--outline" onClick={() => setEnding({ id: c.id, downline: c.counterpart })}>
                  {t('salary.terminate')}
                </button>
              )}
            </div>
          </div>
        ))}
      </section>
      <SentOffers value={report.value} kind="DAILY_SALARY" />
      <section className={styles.section} aria-labelledby="salary-offer">
        <h4 id="salary-offer">{change ? t('salary.changeTitle', { downline: change.downline }) : t('salary.offerTitle')}</h4>
        {agents.length === 0 && direct.report?.status === 'ready' ? (
          <p className="muted">{t('salary.noAgents')}</p>
        ) : (
          <OfferForm key={change?.downline ?? ''} downlines={agents} ceiling={ceilingOf(mine?.details)} preset={change} />
        )}
        {change && (
          <button type="button" className="button button--ghost" onClick={() => setChange(null)}>
            {t('salary.newOffer')}
          </button>
        )}
      </section>
      {ending && (
        <ActionConfirmDialog
          action="terminate"
          title={t('salary.terminateTitle')}
          confirmLabel={t('salary.terminate')}
          onCancel={() => setEnding(null)}
          onConfirm={() => dispatch(agentCentreIntents.terminateRequested(ending.id))}
        >
          <p>{t('salary.terminateText', { downline: ending.downline })}</p>
        </ActionConfirmDialog>
      )}
    </RemoteView>
  );
}
