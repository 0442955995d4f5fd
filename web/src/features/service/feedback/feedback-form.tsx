import { zodResolver } from '@hookform/resolvers/zod';
import { countWords, FEEDBACK_MAX_WORDS, feedbackTypes } from '@portal/contracts';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { isPending } from '../../../shared/remote/remote';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import styles from '../centre/centre.module.css';
import { serviceIntents } from '../intents';
import { selectFeedback } from '../selectors';
import { serviceActions } from '../slice';
import { feedbackSchema, toDraft, type FeedbackValues } from './feedback-schema';

/** Feedback (PUT /wps/feedback): a type, 3 to 300 words, a contact if the player wants one; then a clear thank-you. */
export function FeedbackForm() {
  const { t } = useTranslation('service');
  const dispatch = useAppDispatch();
  const errorText = useErrorText('service');
  const feedback = useAppSelector(selectFeedback);
  const ids = { type: useId(), content: useId(), contact: useId() };
  const { register, handleSubmit, formState, control, reset } = useForm<FeedbackValues>({
    resolver: zodResolver(feedbackSchema((key, values) => t(key, values))),
    defaultValues: { type: 'SUGGESTION', content: '', contact: '' },
  });
  const length = countWords(useWatch({ control, name: 'content' }));
  // A thank-you from an earlier visit does not greet the next one.
  useEffect(
    () => () => {
      dispatch(serviceActions.feedbackReset());
    },
    [dispatch],
  );
  if (feedback.status === 'ready')
    return (
      <div className={styles.sent} role="status">
        <CircleCheck aria-hidden="true" size={36} />
        <h3>{t('feedback.sentTitle')}</h3>
        <p>{t('feedback.sentText', { id: feedback.value })}</p>
        <button
          type="button"
          className="button button--outline"
          onClick={() => {
            reset();
            dispatch(serviceActions.feedbackReset());
          }}
        >
          {t('feedback.another')}
        </button>
      </div>
    );
  const sending = isPending(feedback);
  const { errors } = formState;
  return (
    <form className={styles.form} onSubmit={handleSubmit((v) => dispatch(serviceIntents.feedbackSent(toDraft(v))))} noValidate>
      <p className="muted">{t('feedback.intro')}</p>
      <div className="field">
        <label htmlFor={ids.type} className="field__label field__label--required">
          {t('feedback.type')}
        </label>
        <select id={ids.type} className={styles.control} {...register('type')}>
          {feedbackTypes.map((type) => (
            <option key={type} value={type}>
              {t(`feedback.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={`field ${errors.content ? 'field--error' : ''}`}>
        <label htmlFor={ids.content} className="field__label field__label--required">
          {t('feedback.content')}
        </label>
        <textarea
          id={ids.content}
          className={styles.control}
          rows={6}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={`${ids.content}-count${errors.content ? ` ${ids.content}-error` : ''}`}
          {...register('content')}
        />
        <p id={`${ids.content}-count`} className={`muted ${styles.counter} ${length > FEEDBACK_MAX_WORDS ? styles.over : ''}`}>
          {t('feedback.counter', { length, max: FEEDBACK_MAX_WORDS })}
        </p>
        {errors.content && (
          <p id={`${ids.content}-error`} className="field__error" role="alert">
            {errors.content.message}
          </p>
        )}
      </div>
      <div className={`field ${errors.contact ? 'field--error' : ''}`}>
        <label htmlFor={ids.contact} className="field__label">
          {t('feedback.contact')}
        </label>
        <input
          id={ids.contact}
          className={styles.control}
          autoComplete="email"
          aria-invalid={errors.contact ? true : undefined}
          {...register('contact')}
        />
        {errors.contact && (
          <p className="field__error" role="alert">
            {errors.contact.message}
          </p>
        )}
      </div>
      {feedback.status === 'failed' && (
        <p className="form-error" role="alert">
          {t('feedback.failed')} {errorText(feedback.error)}
        </p>
      )}
      <button type="submit" className={`button button--primary button--block ${styles.submit}`} disabled={sending}>
        {sending ? t('feedback.sending') : t('feedback.send')}
      </button>
    </form>
  );
}
