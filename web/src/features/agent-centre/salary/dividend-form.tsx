import { payPeriods, type DividendTier, type PayPeriod } from '@portal/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../shared/store/hooks';
import { agentCentreIntents } from '../intents';
import styles from '../parts/parts.module.css';
import { ActionError } from '../parts/action-error';
import { useMutation } from '../parts/use-mutation';
import { dividendProblems, MAX_TIERS, type DividendDraft } from './kind-forms';
import { useFormat } from '../../../shared/i18n/use-format';
import salaryStyles from './salary.module.css';

const emptyDividend = (): DividendDraft => ({ minimumBet: '', netLoss: '', activeMember: '', ratePercent: '' });
const toDraft = (t: DividendTier): DividendDraft => ({
  minimumBet: String(t.minimumBet),
  netLoss: String(t.netLoss),
  activeMember: String(t.activeMember),
  ratePercent: String(Math.round(t.contractRate * 10_000) / 100),
});

/** The upline's dividend offer: a pay period and up to five climbing tiers, the rate a percentage of the team's net loss. */
export function DividendForm({
  downlines,
  ceilingPercent,
  preset,
}: {
  downlines: string[];
  ceilingPercent: number;
  /** A contract I gave, to change (MCSFE_modifyContractDividend): its downline stays, its terms are the form's. */
  preset: { contractId: number; downline: string; period: PayPeriod; tiers: DividendTier[] } | null;
}) {
  const { t } = useTranslation(['agent-centre', 'common']);
  const format = useFormat();
  const dispatch = useAppDispatch();
  const ids = { downline: useId(), period: useId() };
  const [downline, setDownline] = useState(preset?.downline ?? '');
  const [period, setPeriod] = useState<PayPeriod>(preset?.period ?? 'WEEKLY');
  const [tiers, setTiers] = useState<DividendDraft[]>(preset ? preset.tiers.map(toDraft) : [emptyDividend()]);
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState(false);
  const mutation = useMutation('offer', () => {
    setTiers([emptyDividend()]);
    setDownline('');
    setChecked(false);
    setSent(false);
  });
  const problems = dividendProblems(tiers, ceilingPercent);
  const update = (i: number, patch: Partial<DividendDraft>) => setTiers(tiers.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (!downline || problems.some((p) => p !== null)) return;
    setSent(true);
    const terms = {
      period,
      tiers: tiers.map((d) => ({
        minimumBet: Number(d.minimumBet),
        netLoss: Number(d.netLoss),
        activeMember: Number(d.activeMember),
        contractRate: Math.round(Number(d.ratePercent) * 100) / 10_000,
      })),
    };
    dispatch(
      preset
        ? agentCentreIntents.dividendChangeRequested({ contractId: preset.contractId, ...terms })
        : agentCentreIntents.dividendOfferRequested({ downline, ...terms }),
    );
  };
  const fields = [
    ['minimumBet', t('dividend.minimumBet'), 'decimal'],
    ['netLoss', t('dividend.netLoss'), 'decimal'],
    ['activeMember', t('salary.activeMember'), 'numeric'],
    ['ratePercent', t('dividend.rate'), 'decimal'],
  ] as const;
  return (
    <form className={salaryStyles.form} onSubmit={submit} noValidate aria-label={t('dividend.offerTitle')} data-testid="dividend-form">
      <div className="field-row">
        <div className="field">
          <label htmlFor={ids.downline} className="field__label field__label--required">
            {t('salary.downline')}
          </label>
          <select
            id={ids.downline}
            className={styles.input}
            value={downline}
            disabled={preset !== null}
            onChange={(e) => setDownline(e.target.value)}
          >
            <option value="">{t('salary.chooseDownline')}</option>
            {downlines.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.period} className="field__label">
            {t('dividend.period')}
          </label>
          <select id={ids.period} className={styles.input} value={period} onChange={(e) => setPeriod(e.target.value as PayPeriod)}>
            {payPeriods.map((p) => (
              <option key={p} value={p}>
                {t(`dividend.periods.${p}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {checked && !downline && (
        <p className="field__error" role="alert">
          {t('salary.problem.downline')}
        </p>
      )}
      <p className="muted">{t('dividend.ceiling', { p: format.number(ceilingPercent) })}</p>
      <fieldset className={salaryStyles.tiers}>
        <legend>{t('salary.tiers')}</legend>
        {tiers.map((tier, i) => (
          <div key={i} className={salaryStyles.tier} data-testid="dividend-tier">
            <span className={salaryStyles.tierNo}>{t('salary.tierNo', { n: i + 1 })}</span>
            {fields.map(([name, label, mode]) => (
              <DraftField key={name} label={label} mode={mode} value={tier[name]} onChange={(v) => update(i, { [name]: v })} />
            ))}
            {tiers.length > 1 && (
              <button
                type="button"
                className={`icon-button ${salaryStyles.remove}`}
                aria-label={t('salary.removeTier', { n: i + 1 })}
                onClick={() => setTiers(tiers.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" size={16} />
              </button>
            )}
            {checked && problems[i] && (
              <p className={`field__error ${salaryStyles.tierError}`} role="alert">
                {t(`dividend.problem.${problems[i]}`, { p: ceilingPercent.toFixed(2) })}
              </p>
            )}
          </div>
        ))}
        {tiers.length < MAX_TIERS && (
          <button type="button" className="button button--ghost" onClick={() => setTiers([...tiers, emptyDividend()])}>
            <Plus aria-hidden="true" size={16} /> {t('salary.addTier')}
          </button>
        )}
      </fieldset>
      <ActionError error={sent ? mutation.error : null} />
      <button type="submit" className="button button--primary" disabled={mutation.pending}>
        {mutation.pending ? t('common:common.submitting') : preset ? t('salary.sendChange') : t('salary.sendOffer')}
      </button>
    </form>
  );
}

export function DraftField({
  label,
  mode,
  value,
  onChange,
}: {
  label: string;
  mode: 'decimal' | 'numeric';
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input id={id} className={styles.input} inputMode={mode} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
