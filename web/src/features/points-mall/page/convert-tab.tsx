import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { selectRealAccountCheck } from '../../../shared/access/access';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { isPending } from '../../../shared/remote/remote';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Field } from '../../../shared/ui/field';
import { convertSchema, type ConvertValues } from '../forms';
import { pointsMallIntents as intents } from '../intents';
import { selectPoints, selectPointsMall } from '../selectors';
import { pointsMallActions } from '../slice';
import { LoginPrompt } from './parts';
import styles from './points-mall-page.module.css';
import { useFormTexts } from './use-form-texts';
import { useFormat, type Formats } from '../../../shared/i18n/use-format';

/** Points into cash in the main wallet at once, at the configured rate, from the minimum, confirmed by the login password. */
export function ConvertTab() {
  const { t } = useTranslation(['points-mall', 'common']);
  const access = useAppSelector(selectRealAccountCheck);
  const { config, convert } = useAppSelector(selectPointsMall);
  const format = useFormat();
  const dispatch = useAppDispatch();
  if (access === 'login') return <LoginPrompt text={t('visitor.convert')} />;
  // The rate and minimum come with the rules: Loading… until they do, or why they did not, with Try again.
  if (!config.value)
    return (
      <RemoteView remote={config} retry={() => dispatch(intents.mallOpened())} ns="points-mall">
        {null}
      </RemoteView>
    );
  const { convertRate, minConvert } = config.value;
  const done = convert.status === 'ready' ? convert.value : null;
  return (
    <div className={styles.convert}>
      <p>
        <strong>{t('convert.rate', { points: format.number(Math.round(1 / convertRate), 1), amount: format.money(1) })}</strong>{' '}
        <span className="muted">{t('convert.minimum', { points: format.number(minConvert, 1) })}</span>
      </p>
      {done ? (
        <div role="status" className={styles.done}>
          <p>{t('convert.doneText', { points: format.number(done.points, 1), amount: format.money(done.amount ?? 0) })}</p>
          <button type="button" className="button button--outline" onClick={() => dispatch(pointsMallActions.actionCleared('convert'))}>
            {t('convert.another')}
          </button>
        </div>
      ) : (
        <ConvertForm rate={convertRate} minimum={minConvert} format={format} />
      )}
    </div>
  );
}

function ConvertForm({ rate, minimum, format }: { rate: number; minimum: number; format: Formats }) {
  const { t } = useTranslation(['points-mall', 'common']);
  const dispatch = useAppDispatch();
  const texts = useFormTexts();
  const failureText = useErrorText('points-mall');
  const points = useAppSelector(selectPoints) ?? 0;
  const convert = useAppSelector(selectPointsMall).convert;
  const pending = isPending(convert);
  const error = convert.status === 'failed' ? convert.error : null;
  const { register, handleSubmit, formState, control, resetField } = useForm<ConvertValues>({
    resolver: zodResolver(convertSchema(texts, { minimum, points })),
    defaultValues: { points: '', password: '' },
  });
  const typed = Number(useWatch({ control, name: 'points' })) || 0;
  useEffect(() => {
    dispatch(pointsMallActions.actionCleared('convert'));
  }, [dispatch]);
  const submit = handleSubmit((v) => {
    dispatch(intents.convertRequested({ points: Number(v.points), password: v.password }));
    resetField('password');
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('tabs.convert')}>
      <Field
        label={t('convert.points')}
        inputMode="numeric"
        autoComplete="off"
        required
        error={formState.errors.points?.message}
        {...register('points')}
      />
      <p className="muted" aria-live="polite">
        {t('convert.get', { amount: format.money(Math.floor(typed) * rate) })}
      </p>
      <Field
        label={t('password')}
        type="password"
        autoComplete="current-password"
        required
        error={formState.errors.password?.message}
        {...register('password')}
      />
      {error && !pending && (
        <p className="form-error" role="alert">
          {failureText(error)}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        {pending ? t('common:common.submitting') : t('convert.submit')}
      </button>
    </form>
  );
}
