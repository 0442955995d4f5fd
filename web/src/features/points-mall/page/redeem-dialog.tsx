import { zodResolver } from '@hookform/resolvers/zod';
import type { PointReward } from '@portal/contracts';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { isPending } from '../../../shared/remote/remote';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Field } from '../../../shared/ui/field';
import { Modal, ModalActions } from '../../../shared/ui/modal';
import { maxQuantity, redeemSchema, type RedeemValues } from '../forms';
import { pointsMallIntents as intents } from '../intents';
import { selectPoints, selectPointsMall } from '../selectors';
import { pointsMallActions } from '../slice';
import { StatusBadge } from './parts';
import styles from './points-mall-page.module.css';
import { useFormTexts } from './use-form-texts';
import { useFormat } from '../../../shared/i18n/use-format';

/** The password dialog of a redemption: quantity and login password; a refusal shows here and changes nothing. */
export function RedeemDialog({ reward, onClose }: { reward: PointReward; onClose: () => void }) {
  const { t } = useTranslation(['points-mall', 'common']);
  const format = useFormat();
  const dispatch = useAppDispatch();
  const texts = useFormTexts();
  const failureText = useErrorText('points-mall');
  const points = useAppSelector(selectPoints) ?? 0;
  const redeem = useAppSelector(selectPointsMall).redeem;
  const pending = isPending(redeem);
  const error = redeem.status === 'failed' ? redeem.error : null;
  const done = redeem.status === 'ready' ? redeem.value : null;
  const { register, handleSubmit, formState, control, resetField } = useForm<RedeemValues>({
    resolver: zodResolver(redeemSchema(texts, { stock: reward.stock, pointsRequired: reward.pointsRequired, points })),
    defaultValues: { quantity: '1', password: '' },
  });
  const quantity = Number(useWatch({ control, name: 'quantity' })) || 0;
  useEffect(() => {
    dispatch(pointsMallActions.actionCleared('redeem'));
    return () => void dispatch(pointsMallActions.actionCleared('redeem'));
  }, [dispatch]);
  const submit = handleSubmit((v) => {
    dispatch(intents.redeemRequested({ rewardId: reward.rewardId, quantity: Number(v.quantity), password: v.password }));
    // The password is not kept in the form once sent.
    resetField('password');
  });
  const title = t('redeem.title', { name: reward.name });
  if (done)
    return (
      <Modal title={t('redeem.doneTitle')} size="sm" onClose={onClose} closeLabel={t('common:common.close')}>
        <div role="status" className={styles.done}>
          <p>
            {t('redeem.doneText', { refNo: done.refNo, quantity: done.quantity, name: done.name, points: format.number(done.points, 1) })}
          </p>
          <StatusBadge status={done.status} />
        </div>
        <ModalActions>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('common:common.close')}
          </button>
        </ModalActions>
      </Modal>
    );
  return (
    <Modal title={title} size="sm" onClose={onClose} closeLabel={t('common:common.close')}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
        <Field
          label={t('redeem.quantity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxQuantity(reward.stock)}
          required
          error={formState.errors.quantity?.message}
          {...register('quantity')}
        />
        <p className={styles.total}>
          <strong>{t('redeem.total', { points: format.number(quantity * reward.pointsRequired, 1) })}</strong>
          <span className="muted">{t('redeem.have', { points: format.number(points, 1) })}</span>
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
        <ModalActions>
          <button type="button" className="button button--outline" onClick={onClose}>
            {t('common:common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t('common:common.submitting') : t('redeem.confirm')}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
