import type { RealtimeTerms } from '@portal/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../shared/store/hooks';
import { agentCentreIntents } from '../intents';
import styles from '../parts/parts.module.css';
import { ActionError } from '../parts/action-error';
import { useMutation } from '../parts/use-mutation';
import { DraftField } from './dividend-form';
import { realtimeProblem, type RealtimeDraft } from './kind-forms';
import { useFormat } from '../../../shared/i18n/use-format';
import salaryStyles from './salary.module.css';

const empty: RealtimeDraft = { profitRate: '', lossRate: '', singleBetAmount: '' };

/** The upline's real-time salary offer: a loss rate and a profit rate of each qualifying bet's stake, from a single bet amount. */
export function RealtimeForm({
  downlines,
  ceiling,
  preset,
}: {
  downlines: string[];
  ceiling: { profit: number; loss: number };
  preset: ({ downline: string } & RealtimeTerms) | null;
}) {
  const { t } = useTranslation(['agent-centre', 'common']);
  const format = useFormat();
  const dispatch = useAppDispatch();
  const downlineId = useId();
  const [downline, setDownline] = useState(preset?.downline ?? '');
  const [draft, setDraft] = useState<RealtimeDraft>(
    preset
      ? { profitRate: String(preset.profitRate), lossRate: String(preset.lossRate), singleBetAmount: String(preset.singleBetAmount) }
      : empty,
  );
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState(false);
  const mutation = useMutation('offer', () => {
    setDraft(empty);
    setDownline('');
    setChecked(false);
    setSent(false);
  });
  const problem = realtimeProblem(draft, ceiling);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (!downline || problem) return;
    setSent(true);
    dispatch(
      agentCentreIntents.realtimeOfferRequested({
        downline,
        profitRate: Number(draft.profitRate),
        lossRate: Number(draft.lossRate),
        singleBetAmount: Number(draft.singleBetAmount),
      }),
    );
  };
  return (
    <form className={salaryStyles.form} onSubmit={submit} noValidate aria-label={t('realtime.offerTitle')} data-testid="realtime-form">
      <div className="field">
        <label htmlFor={downlineId} className="field__label field__label--required">
          {t('salary.downline')}
        </label>
        <select id={downlineId} className={styles.input} value={downline} onChange={(e) => setDownline(e.target.value)}>
          <option value="">{t('salary.chooseDownline')}</option>
          {downlines.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {checked && !downline && (
          <p className="field__error" role="alert">
            {t('salary.problem.downline')}
          </p>
        )}
      </div>
      <p className="muted">{t('realtime.ceiling', { profit: format.number(ceiling.profit), loss: format.number(ceiling.loss) })}</p>
      <div className={styles.fields}>
        <DraftField
          label={t('realtime.lossRate')}
          mode="decimal"
          value={draft.lossRate}
          onChange={(v) => setDraft({ ...draft, lossRate: v })}
        />
        <DraftField
          label={t('realtime.profitRate')}
          mode="decimal"
          value={draft.profitRate}
          onChange={(v) => setDraft({ ...draft, profitRate: v })}
        />
        <DraftField
          label={t('realtime.singleBetAmount')}
          mode="decimal"
          value={draft.singleBetAmount}
          onChange={(v) => setDraft({ ...draft, singleBetAmount: v })}
        />
      </div>
      {checked && problem && (
        <p className="field__error" role="alert">
          {t(`realtime.problem.${problem}`, { profit: ceiling.profit.toFixed(2), loss: ceiling.loss.toFixed(2) })}
        </p>
      )}
      <ActionError error={sent ? mutation.error : null} />
      <button type="submit" className="button button--primary" disabled={mutation.pending}>
        {mutation.pending ? t('common:common.submitting') : preset ? t('salary.sendChange') : t('salary.sendOffer')}
      </button>
    </form>
  );
}
