import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './promotion-detail.module.css';

/** The site's minimum age: the footer's 21 (spec 01 sections 1, 9), so the promise matches what the site says elsewhere. */
export const MINIMUM_AGE = 21;

/** The age and terms agreement a promotion asks for (spec 02, 5): ticked before it can be joined or applied for. */
export function Agreement({ checked, onChange, error }: { checked: boolean; onChange: (v: boolean) => void; error: boolean }) {
  const { t } = useTranslation('promotions');
  const id = useId();
  return (
    <div className={styles.agreement}>
      <label htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-invalid={error || undefined} />
        <span>{t('agreement.label', { age: MINIMUM_AGE })}</span>
      </label>
      {error && (
        <p className="field__error" role="alert">
          {t('agreement.required')}
        </p>
      )}
    </div>
  );
}
