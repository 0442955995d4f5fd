import type { SalaryTier } from '@portal/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../shared/store/hooks';
import { agentCentreIntents } from '../intents';
import styles from '../parts/parts.module.css';
import { ActionError } from '../parts/action-error';
import { useMutation } from '../parts/use-mutation';
import { emptyTier, MAX_TIERS, tierProblems, toDrafts, toTiers, type TierDraft } from './salary-forms';
import { useFormat } from '../../../shared/i18n/use-format';
import salaryStyles from './salary.module.css';

/**
 * The upline's daily salary offer to a direct downline agent: up to five climbing tiers, rates with two
 * decimals at most and no higher than my own contract's (or the site's ceiling for a top agent).
 */
export function OfferForm({
  kind = 'DAILY_SALARY',
  downlines,
  ceiling,
  preset,
}: {
  /** Daily and hourly salaries share the form: tiers of a bet volume, active members and a rate. */
  kind?: 'DAILY_SALARY' | 'HOURLY_SALARY';
  downlines: string[];
  ceiling: { P: number; F: number };
  /** Changing a contract in force: its downline and tiers to start from (the form is keyed by it, so it starts again). */
  preset: { downline: string; details: SalaryTier[] } | null;
}) {
  const { t } = useTranslation(['agent-centre', 'common']);
  const dispatch = useAppDispatch();
  const ids = { downline: useId(), error: useId() };
  const [downline, setDownline] = useState(preset?.downline ?? '');
  const [tiers, setTiers] = useState<TierDraft[]>(preset ? toDrafts(preset.details) : [emptyTier()]);
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState(false);
  // A successful offer empties the form.
  const mutation = useMutation('offer', () => {
    setTiers([emptyTier()]);
    setDownline('');
    setChecked(false);
    setSent(false);
  });
  const format = useFormat();
  const problems = tierProblems(tiers, ceiling);
  const update = (i: number, patch: Partial<TierDraft>) => setTiers(tiers.map((tier, j) => (j === i ? { ...tier, ...patch } : tier)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (!downline || problems.some((p) => p !== null)) return;
    setSent(true);
    const details = toTiers(tiers);
    dispatch(
      kind === 'HOURLY_SALARY'
        ? agentCentreIntents.hourSalaryOfferRequested({
            downline,
            hourSalaryRates: details.map(({ betVolume, ...t }) => ({ minimumBet: betVolume, ...t })),
          })
        : agentCentreIntents.offerRequested({ downline, details }),
    );
  };
  const problemText = (p: NonNullable<(typeof problems)[number]>) =>
    t(`salary.problem.${p}`, { p: format.number(ceiling.P), f: format.amount(ceiling.F) });
  return (
    <form className={salaryStyles.form} onSubmit={submit} noValidate aria-label={t('salary.offerTitle')} data-testid="offer-form">
      <div className="field">
        <label htmlFor={ids.downline} className="field__label field__label--required">
          {t('salary.downline')}
        </label>
        <select id={ids.downline} className={styles.input} value={downline} onChange={(e) => setDownline(e.target.value)}>
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
      <p className="muted">{t('salary.ceiling', { p: format.number(ceiling.P), f: format.amount(ceiling.F) })}</p>
      <fieldset className={salaryStyles.tiers}>
        <legend>{t('salary.tiers')}</legend>
        {tiers.map((tier, i) => (
          <TierRow
            key={i}
            volumeLabel={kind === 'HOURLY_SALARY' ? t('hourly.betVolume') : t('salary.betVolume')}
            index={i}
            tier={tier}
            problem={checked && problems[i] ? problemText(problems[i]) : null}
            onChange={(patch) => update(i, patch)}
            onRemove={tiers.length > 1 ? () => setTiers(tiers.filter((_, j) => j !== i)) : null}
          />
        ))}
        {tiers.length < MAX_TIERS && (
          <button type="button" className="button button--ghost" onClick={() => setTiers([...tiers, emptyTier(tiers.at(-1)?.rateType)])}>
            <Plus aria-hidden="true" size={16} /> {t('salary.addTier')}
          </button>
        )}
      </fieldset>
      <ActionError id={ids.error} error={sent ? mutation.error : null} />
      <button type="submit" className="button button--primary" disabled={mutation.pending}>
        {mutation.pending ? t('common:common.submitting') : preset ? t('salary.sendChange') : t('salary.sendOffer')}
      </button>
    </form>
  );
}

function TierRow({
  volumeLabel,
  index,
  tier,
  problem,
  onChange,
  onRemove,
}: {
  volumeLabel: string;
  index: number;
  tier: TierDraft;
  problem: string | null;
  onChange: (patch: Partial<TierDraft>) => void;
  onRemove: (() => void) | null;
}) {
  const { t } = useTranslation(['agent-centre', 'common']);
  const ids = { volume: useId(), members: useId(), type: useId(), rate: useId(), error: useId() };
  const described = problem ? ids.error : undefined;
  return (
    <div className={salaryStyles.tier} data-testid="tier">
      <span className={salaryStyles.tierNo}>{t('salary.tierNo', { n: index + 1 })}</span>
      <div className="field">
        <label htmlFor={ids.volume} className="field__label">
          {volumeLabel}
        </label>
        <input
          id={ids.volume}
          className={styles.input}
          inputMode="decimal"
          aria-describedby={described}
          value={tier.betVolume}
          onChange={(e) => onChange({ betVolume: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.members} className="field__label">
          {t('salary.activeMember')}
        </label>
        <input
          id={ids.members}
          className={styles.input}
          inputMode="numeric"
          aria-describedby={described}
          value={tier.activeMember}
          onChange={(e) => onChange({ activeMember: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.type} className="field__label">
          {t('salary.rateType')}
        </label>
        <select
          id={ids.type}
          className={styles.input}
          value={tier.rateType}
          onChange={(e) => onChange({ rateType: e.target.value as 'P' | 'F' })}
        >
          <option value="P">{t('salary.percent')}</option>
          <option value="F">{t('salary.fixedAmount')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.rate} className="field__label">
          {t('salary.rate')}
        </label>
        <input
          id={ids.rate}
          className={styles.input}
          inputMode="decimal"
          aria-describedby={described}
          value={tier.rate}
          onChange={(e) => onChange({ rate: e.target.value })}
        />
      </div>
      {onRemove && (
        <button
          type="button"
          className={`icon-button ${salaryStyles.remove}`}
          aria-label={t('salary.removeTier', { n: index + 1 })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" size={16} />
        </button>
      )}
      {problem && (
        <p id={ids.error} className={`field__error ${salaryStyles.tierError}`} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
