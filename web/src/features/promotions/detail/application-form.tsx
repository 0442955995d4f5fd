import type { PromotionDetail } from '@portal/contracts';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { promotionsIntents as intents } from '../intents';
import { selectPendingAction } from '../selectors';
import { Agreement } from './agreement';
import { APPLICATION_RULES, commentLength, refusalOf } from './application-rules';
import styles from './promotion-detail.module.css';
import { ActionFailure } from './action-failure';

type Picked = { file: File; url: string };
const MB = APPLICATION_RULES.imageMaxBytes / 1024 / 1024;

/**
 * The activity application (spec 02, 3 and 5): a comment of at most 140 characters and up to 3 png or jpg
 * images of 5 MB each, previewed; files are checked by their bytes here as the server checks them, and a
 * refusal of the server still shows.
 */
export function ApplicationForm({ detail }: { detail: PromotionDetail }) {
  const { t } = useTranslation(['promotions', 'common']);
  const dispatch = useAppDispatch();
  const ids = { comment: useId(), images: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [comment, setComment] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const held = urls.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const tooLong = commentLength(comment) > APPLICATION_RULES.commentMax;
  const sending = useAppSelector(selectPendingAction) === 'apply';

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const added: Picked[] = [];
    const refused: string[] = [];
    for (const file of files) {
      const refusal = await refusalOf(file, picked.length + added.length);
      if (refusal) {
        refused.push(t(`application.refused.${refusal}`, { name: file.name, size: MB, max: APPLICATION_RULES.imagesMax }));
        continue;
      }
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      added.push({ file, url });
    }
    setRefusals(refused);
    setPicked((current) => [...current, ...added]);
  };
  const remove = (item: Picked) => {
    URL.revokeObjectURL(item.url);
    urls.current.delete(item.url);
    setPicked((current) => current.filter((p) => p !== item));
    setRefusals([]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (tooLong || (detail.needsAgreement && !agreed)) return;
    dispatch(
      intents.applyRequested(
        { promotionId: detail.id, comment, agreed: detail.needsAgreement && agreed },
        picked.map((p) => p.file),
      ),
    );
  };
  return (
    <form className={styles.application} onSubmit={submit} noValidate aria-label={t('application.title')}>
      <h2>{t('application.title')}</h2>
      <div className={`field ${tooLong ? 'field--error' : ''}`}>
        <label htmlFor={ids.comment} className="field__label">
          {t('application.comment')}
        </label>
        <textarea
          id={ids.comment}
          className={styles.comment}
          rows={3}
          value={comment}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${ids.comment}-count`}
          onChange={(e) => setComment(e.target.value)}
        />
        <p id={`${ids.comment}-count`} className={`muted ${styles.counter}`}>
          {t('application.count', { count: commentLength(comment), max: APPLICATION_RULES.commentMax })}
        </p>
        {tooLong && (
          <p className="field__error" role="alert">
            {t('application.commentTooLong', { max: APPLICATION_RULES.commentMax })}
          </p>
        )}
      </div>
      <div className="field">
        <span className="field__label" id={ids.images}>
          {t('application.images', { max: APPLICATION_RULES.imagesMax, size: MB })}
        </span>
        {picked.length > 0 && (
          <ul className={styles.previews} aria-labelledby={ids.images}>
            {picked.map((item) => (
              <li key={item.url}>
                <img src={item.url} alt={t('application.preview', { name: item.file.name })} width={96} height={96} />
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('application.remove', { name: item.file.name })}
                  onClick={() => remove(item)}
                >
                  <X size={16} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          className={styles.fileInput}
          aria-labelledby={ids.images}
          data-testid="application-images"
          onChange={(e) => void pick(e)}
          disabled={picked.length >= APPLICATION_RULES.imagesMax}
        />
        <button
          type="button"
          className="button button--outline"
          onClick={() => input.current?.click()}
          disabled={picked.length >= APPLICATION_RULES.imagesMax}
        >
          <ImagePlus size={18} aria-hidden="true" />
          {t('application.add')}
        </button>
        {refusals.map((text) => (
          <p key={text} className="field__error" role="alert">
            {text}
          </p>
        ))}
      </div>
      {detail.needsAgreement && <Agreement checked={agreed} onChange={setAgreed} error={tried && !agreed} />}
      <ActionFailure />
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t('common:common.submitting') : t('action.apply')}
      </button>
    </form>
  );
}
