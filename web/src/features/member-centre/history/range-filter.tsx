import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '../api';
import { rangeError } from '../forms';
import { useFormTexts } from '../funds/use-form-texts';
import { datePresets, presetOf, presetRange, type DatePreset } from './date-range';
import styles from './history.module.css';

/**
 * The reports' day filter: the spec's presets (previous and next 7 and 30 days), two days typed by hand
 * and Search; `children` are the report's own fields (a product), placed before Search.
 */
export function RangeFilter({
  initial,
  onSearch,
  children,
}: {
  initial: DayRange;
  onSearch: (range: DayRange) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('member-centre');
  const texts = useFormTexts();
  const ids = { from: useId(), to: useId() };
  const [range, setRange] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const search = (next: DayRange) => {
    const problem = rangeError(texts, next);
    setError(problem);
    if (!problem) onSearch(next);
  };
  const pick = (preset: DatePreset) => {
    const next = presetRange(preset);
    setRange(next);
    search(next);
  };
  const pressed = presetOf(range);
  return (
    <form
      className={styles.filter}
      noValidate
      aria-label={t('history.filter')}
      onSubmit={(e) => {
        e.preventDefault();
        search(range);
      }}
    >
      <div className={styles.presets} role="group" aria-label={t('history.presets')}>
        {datePresets.map((p) => (
          <button key={p} type="button" className={styles.preset} aria-pressed={pressed === p} onClick={() => pick(p)}>
            {t(`history.${p}`)}
          </button>
        ))}
      </div>
      <div className={styles.fields}>
        <div className="field">
          <label htmlFor={ids.from} className="field__label">
            {t('history.from')}
          </label>
          <input
            id={ids.from}
            type="date"
            className={styles.input}
            value={range.startDate}
            onChange={(e) => setRange({ ...range, startDate: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.to} className="field__label">
            {t('history.to')}
          </label>
          <input
            id={ids.to}
            type="date"
            className={styles.input}
            value={range.endDate}
            onChange={(e) => setRange({ ...range, endDate: e.target.value })}
          />
        </div>
        {children ?? <span aria-hidden="true" />}
        <button type="submit" className="button button--primary">
          {t('history.search')}
        </button>
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
