import { zodResolver } from '@hookform/resolvers/zod';
import type { DepositMethod } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { isPending } from '../../../shared/remote/remote';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Field } from '../../../shared/ui/field';
import { depositSchema, type DepositValues } from '../forms';
import { memberCentreIntents as intents } from '../intents';
import { selectMemberCentre } from '../selectors';
import { memberCentreActions } from '../slice';
import styles from './funds.module.css';
import { ConfirmDialog, OrderList, StatusBadge } from './parts';
import { useFormTexts } from './use-form-texts';
import { useFormat, type Formats } from '../../../shared/i18n/use-format';

/** depositv2: pick a method, an amount within its limits, confirm; then the order and my deposits. */
export function DepositPage() {
  const { t } = useTranslation(['member-centre', 'common']);
  const dispatch = useAppDispatch();
  const { methods, funds, orders } = useAppSelector(selectMemberCentre);
  const format = useFormat();
  useEffect(() => {
    dispatch(intents.depositOpened());
  }, [dispatch]);
  const methodName = (id: string | undefined) => methods.value.find((m) => m.methodId === id)?.methodName ?? id ?? '';
  const placed = funds.DEPOSIT.value;
  return (
    <div className={styles.funds}>
      <RemoteView remote={methods} retry={() => dispatch(intents.depositOpened())} ns="member-centre">
        {placed ? (
          <div className={styles.placed} role="status">
            <h4>
              {t('deposit.placedTitle')} <StatusBadge status={placed.status} />
            </h4>
            <p>
              {t('deposit.placedText', {
                orderNo: placed.orderNo,
                amount: format.money(placed.amount),
                method: methodName(placed.methodId),
              })}
            </p>
            <button type="button" className="button button--outline" onClick={() => dispatch(memberCentreActions.fundCleared('DEPOSIT'))}>
              {t('deposit.another')}
            </button>
          </div>
        ) : (
          <DepositForm methods={methods.value} format={format} />
        )}
      </RemoteView>
      <OrderList
        title={t('deposit.mine')}
        orders={orders.DEPOSIT}
        format={format}
        methodName={methodName}
        onRefresh={() => dispatch(intents.ordersRefreshed('DEPOSIT'))}
        onQuery={(query) => dispatch(intents.ordersQueried({ type: 'DEPOSIT', query }))}
      />
    </div>
  );
}

function DepositForm({ methods, format }: { methods: DepositMethod[]; format: Formats }) {
  const { t } = useTranslation(['member-centre', 'common']);
  const dispatch = useAppDispatch();
  const texts = useFormTexts();
  const failureText = useErrorText('member-centre');
  const placing = useAppSelector(selectMemberCentre).funds.DEPOSIT;
  const pending = isPending(placing);
  const error = placing.status === 'failed' ? placing.error : null;
  const [asking, setAsking] = useState<{ method: DepositMethod; amount: number } | null>(null);
  const form = useForm<DepositValues>({
    resolver: zodResolver(depositSchema(texts, methods)),
    defaultValues: { methodId: methods[0]?.methodId ?? '', amount: '' },
  });
  const { register, handleSubmit, formState, control } = form;
  const methodId = useWatch({ control, name: 'methodId' });
  const chosen = methods.find((m) => m.methodId === methodId);
  const submit = handleSubmit((v) => {
    const method = methods.find((m) => m.methodId === v.methodId);
    if (method) setAsking({ method, amount: Number(v.amount) });
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.methods}>
        <legend>{t('deposit.method')}</legend>
        {methods.map((m) => (
          <label key={m.methodId} className={styles.method}>
            <input type="radio" value={m.methodId} {...register('methodId')} />
            <strong>{m.methodName}</strong>
            <span className="muted">{t('deposit.limits', { min: format.money(m.minAmount), max: format.money(m.maxAmount) })}</span>
          </label>
        ))}
      </fieldset>
      {formState.errors.methodId && <p className="field__error">{formState.errors.methodId.message}</p>}
      <Field
        label={t('amount')}
        inputMode="decimal"
        autoComplete="off"
        required
        error={formState.errors.amount?.message}
        placeholder={
          chosen ? t('deposit.limits', { min: format.amount(chosen.minAmount), max: format.amount(chosen.maxAmount) }) : undefined
        }
        {...register('amount')}
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
          title={t('deposit.confirmTitle')}
          busy={pending}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            dispatch(intents.depositRequested({ methodId: asking.method.methodId, amount: asking.amount }));
            setAsking(null);
          }}
        >
          <p>{t('deposit.confirmText', { amount: format.money(asking.amount), method: asking.method.methodName })}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
