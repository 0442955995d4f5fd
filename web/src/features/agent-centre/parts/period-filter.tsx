import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Period } from '../types';
import { periodPresets, periodProblem, presetOf, presetPeriod, type PeriodPreset } from './period';
import styles from './parts.module.css';

export type TeamFilter = Period & { username?: string; txCode?: string };

/**
 * A team report's filter: the picker's presets, the days, optionally a member of the team and a
 * transaction type; Search reads the report again from its first page.
 */
export function PeriodFilter({
  value,
  onSearch,
  withMember = false,
  types,
}: {
  value: TeamFilter;
  onSearch: (filter: TeamFilter) => void;
  withMember?: boolean;
  /** Transaction types to filter by: code and its name. */
  types?: { code: string; name: string }[];
}) {
  const { t } = useTranslation('agent-centre');
  const ids = { from: useId(), to: useId(), member: useId(), type: useId(), error: useId() };
  const [draft, setDraft] = useState<TeamFilter>(value);
  const [problem, setProblem] = useState<ReturnType<typeof periodProblem>>(null);
  const search = (next: TeamFilter) => {
    const found = periodProblem(next);
    setProblem(found);
    if (found) return;
    const username = next.username?.trim();
    onSearch({
      startDate: next.startDate,
      endDate: next.endDate,
      ...(username ? { username } : {}),
      ...(next.txCode ? { txCode: next.txCode } : {}),
    });
  };
  const pick = (preset: PeriodPreset) => {
    const next = { ...draft, ...presetPeriod(preset) };
    setDraft(next);
    search(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    search(draft);
  };
  const pressed = presetOf(draft);
  const field = (id: string, label: string, input: ReactNode) => (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {input}
    </div>
  );
  return (
    <form className={styles.filter} onSubmit={submit} noValidate aria-label={t('filter.label')}>
      <div className={styles.presets} role="group" aria-label={t('filter.presets')}>
        {periodPresets.map((p) => (
          <button key={p} type="button" className={styles.preset} aria-pressed={pressed === p} onClick={() => pick(p)}>
            {t(`filter.${p}`)}
          </button>
        ))}
      </div>
      <div className={styles.fields}>
        {field(
          ids.from,
          t('filter.from'),
          <input
            id={ids.from}
            type="date"
            className={styles.input}
            value={draft.startDate}
            aria-describedby={problem ? ids.error : undefined}
            onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
          />,
        )}
        {field(
          ids.to,
          t('filter.to'),
          <input
            id={ids.to}
            type="date"
            className={styles.input}
            value={draft.endDate}
            onChange={(e) => setDraft({ ...draft, endDate: e.target.value })}
          />,
        )}
        {withMember &&
          field(
            ids.member,
            t('filter.member'),
            <input
              id={ids.member}
              type="search"
              className={styles.input}
              maxLength={32}
              autoComplete="off"
              placeholder={t('filter.memberHint')}
              value={draft.username ?? ''}
              onChange={(e) => setDraft({ ...draft, username: e.target.value })}
            />,
          )}
        {types &&
          field(
            ids.type,
            t('filter.type'),
            <select
              id={ids.type}
              className={styles.input}
              value={draft.txCode ?? ''}
              onChange={(e) => {
                const next = { ...draft, txCode: e.target.value };
                setDraft(next);
                search(next);
              }}
            >
              <option value="">{t('filter.allTypes')}</option>
              {types.map((type) => (
                <option key={type.code} value={type.code}>
                  {type.name}
                </option>
              ))}
            </select>,
          )}
        <button type="submit" className="button button--primary">
          {t('filter.search')}
        </button>
      </div>
      {problem && (
        <p id={ids.error} className="field__error" role="alert">
          {t(`filter.problem.${problem}`)}
        </p>
      )}
    </form>
  );
}
