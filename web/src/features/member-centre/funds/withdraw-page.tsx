import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { isPending } from '../../../shared/remote/remote';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Field } from '../../../shared/ui/field';
import { WITHDRAW_LIMITS, withdrawSchema, type WithdrawValues } from '../forms';
import { memberCentreIntents as intents } from '../intents';
import { selectMainBalance, selectMemberCentre } from '../selectors';
import { memberCentreActions } from '../slice';
import styles from './funds.module.css';
import { ConfirmPayoutDialog } from './confirm-payout';
import { ConfirmDialog, OrderList, StatusBadge } from './parts';
import { PayoutLine } from './payout-line';
import { useFormTexts } from './use-form-texts';
import { useFormat, type Formats } from '../../../shared/i18n/use-format';

/** withdraw: an amount within the main wallet and the limits, the login password, confirm; then the held order. */
export function WithdrawPage() {
  const { t } = useTranslation(['member-centre', 'common']);
  const dispatch = useAppDispatch();
  const { wallet, funds, orders, payoutConfirm } = useAppSelector(selectMemberCentre);
  const available = useAppSelector(selectMainBalance);
  const format = useFormat();
  // The paid withdrawal whose receipt the player is confirming, by its number.
  const [confirming, setConfirming] = useState<string | null>(null);
  useEffect(() => {
    dispatch(intents.withdrawOpened());
  }, [dispatch]);
  const placed = funds.WITHDRAW.value;
  // Once the server took the player's word, the dialog closes.
  const answered = payoutConfirm.status === 'ready' && payoutConfirm.query === confirming;
  const confirmed = answered ? undefined : orders.WITHDRAW.value.list.find((o) => o.orderNo === confirming);
  return (
    <div className={styles.funds}>
      <RemoteView remote={wallet} retry={() => dispatch(intents.withdrawOpened())} ns="member-centre">
        <p className={styles.summary}>
          <span>{t('withdraw.available')}</span>
          <strong data-testid="withdraw-available">{format.money(available ?? 0)}</strong>
          <span className="muted">
            {t('withdraw.limits', { min: format.money(WITHDRAW_LIMITS.min), max: format.money(WITHDRAW_LIMITS.max) })}
          </span>
        </p>
        {placed ? (
          <div className={styles.placed} role="status">
            <h4>
              {t('withdraw.placedTitle')} <StatusBadge status={placed.status} />
            </h4>
            <p>{t('withdraw.placedText', { orderNo: placed.orderNo, amount: format.money(placed.amount) })}</p>
            <button type="button" className="button button--outline" onClick={() => dispatch(memberCentreActions.fundCleared('WITHDRAW'))}>
              {t('withdraw.another')}
            </button>
          </div>
        ) : (
          <WithdrawForm available={available ?? 0} format={format} />
        )}
      </RemoteView>
      {payoutConfirm.status === 'ready' && (
        <p className={styles.sent} role="status" data-testid="payout-sent">
          {t('payout.sent')}
        </p>
      )}
      <OrderList
        title={t('withdraw.mine')}
        orders={orders.WITHDRAW}
        format={format}
        onRefresh={() => dispatch(intents.ordersRefreshed('WITHDRAW'))}
        onQuery={(query) => dispatch(intents.ordersQueried({ type: 'WITHDRAW', query }))}
        extra={(order) => (
          <PayoutLine
            order={order}
            onConfirm={() => {
              dispatch(memberCentreActions.payoutConfirmClosed());
              setConfirming(order.orderNo);
            }}
          />
        )}
      />
      {confirmed && <ConfirmPayoutDialog order={confirmed} onClose={() => setConfirming(null)} />}
    </div>
  );
}

function WithdrawForm({ available, format }: { available: number; format: Formats }) {
  const { t } = useTranslation(['member-centre', 'common']);
  const dispatch = useAppDispatch();
  const texts = useFormTexts();
  const failureText = useErrorText('member-centre');
  const placing = useAppSelector(selectMemberCentre).funds.WITHDRAW;
  const pending = isPending(placing);
  const error = placing.status === 'failed' ? placing.error : null;
  const [asking, setAsking] = useState<WithdrawValues | null>(null);
  const { register, handleSubmit, formState, resetField } = useForm<WithdrawValues>({
    resolver: zodResolver(withdrawSchema(texts, available)),
    defaultValues: { amount: '', password: '' },
  });
  const submit = handleSubmit((v) => setAsking(v));
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        label={t('amount')}
        inputMode="decimal"
        autoComplete="off"
        required
        error={formState.errors.amount?.message}
        {...register('amount')}
      />
      <Field
        label={t('withdraw.password')}
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
        {pending ? t('common:common.submitting') : t('submit')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('withdraw.confirmTitle')}
          busy={pending}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            dispatch(intents.withdrawRequested({ amount: Number(asking.amount), password: asking.password }));
            // The password is not kept in the form once sent.
            resetField('password');
            setAsking(null);
          }}
        >
          <p>{t('withdraw.confirmText', { amount: format.money(Number(asking.amount)) })}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
