import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './payout.module.css';

/** A proof image picked: the file as it will be sent and its preview's address. */
export type Proof = { file: File; url: string };

/** Pick proof images: previews with a remove button each, the rules under the button, each problem on its own line. */
export function ProofPicker({
  proofs,
  onAdd,
  onRemove,
  errors,
}: {
  proofs: Proof[];
  onAdd: (files: File[]) => void;
  onRemove: (proof: Proof) => void;
  errors: string[];
}) {
  const { t } = useTranslation('member-centre');
  const id = useId();
  return (
    <div className={styles.proofs}>
      <span className="field__label">{t('payout.proofs')}</span>
      {proofs.length > 0 && (
        <ul className={styles.previews}>
          {proofs.map((proof) => (
            <li key={proof.url} data-testid="proof-preview">
              <img src={proof.url} alt={proof.file.name} />
              <button
                type="button"
                className={styles.remove}
                aria-label={t('payout.removeProof', { name: proof.file.name })}
                title={t('payout.removeProof', { name: proof.file.name })}
                onClick={() => onRemove(proof)}
              >
                <X aria-hidden="true" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={id} className={`button button--outline ${styles.add}`}>
        <ImagePlus aria-hidden="true" size={18} />
        {t('payout.addProof')}
      </label>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept="image/png,image/jpeg,.png,.jpg,.jpeg"
        multiple
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          onAdd([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <p id={`${id}-hint`} className="muted">
        {t('payout.proofsHint')}
      </p>
      {errors.length > 0 && (
        <ul className={styles.errors} role="alert">
          {errors.map((message, i) => (
            <li key={`${i}:${message}`} className="field__error">
              {message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Previews' addresses are released when the dialog goes. */
export function useReleasePreviews(proofs: Proof[]) {
  const latest = useRef(proofs);
  useEffect(() => {
    latest.current = proofs;
  });
  useEffect(() => () => latest.current.forEach((p) => URL.revokeObjectURL(p.url)), []);
}
