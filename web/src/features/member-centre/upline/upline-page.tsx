import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { isPending } from '../../../shared/remote/remote';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Field } from '../../../shared/ui/field';
import { uplineSchema } from '../forms';
import styles from '../funds/funds.module.css';
import { ConfirmDialog } from '../funds/parts';
import { useFormTexts } from '../funds/use-form-texts';
import { memberCentreIntents as intents } from '../intents';
import { selectMemberAccount } from '../selectors';
import type { UplineInfo } from '../types';
import { useFormat, type Formats } from '../../../shared/i18n/use-format';

/** transferUpline: money from my main wallet to my upline, within the limits, confirmed by my login password. */
export function UplinePage() {
  const { t } = useTranslation(['member-centre', 'common']);
  const dispatch = useAppDispatch();
  const { upline, uplineTransfer } = useAppSelector(selectMemberAccount);
  const format = useFormat();
  useEffect(() => {
    dispatch(intents.uplineOpened());
  }, [dispatch]);
  const info = upline.value;
  const sent = uplineTransfer.status === 'ready' ? uplineTransfer.value : null;
  return (
    <div className={styles.funds}>
      <RemoteView remote={upline} retry={() => dispatch(intents.uplineOpened())} ns="member-centre">
        {info && (
          <>
            <p className={styles.summary}>
              <span>{t('upline.available')}</span>
              <strong data-testid="upline-available">{format.money(info.available)}</strong>
              <span className="muted">
                {t('upline.upline')}: {info.uplineAccount} ·{' '}
                {t('upline.limits', { min: format.money(info.minAmount), max: format.money(info.maxAmount) })}
              </span>
            </p>
            {sent && (
              <p className={styles.sent} role="status">
                {t('upline.done', {
                  amount: format.money(sent.amount),
                  upline: sent.uplineAccount,
                })}
              </p>
            )}
            <UplineForm info={info} format={format} />
          </>
        )}
      </RemoteView>
    </div>
  );
}

function UplineForm({ info, format }: { info: UplineInfo; format: Formats }) {
  const { t } = useTranslation(['member-centre', 'common']);
  const dispatch = useAppDispatch();
  const texts = useFormTexts();
  const failureText = useErrorText('member-centre');
  const transfer = useAppSelector(selectMemberAccount).uplineTransfer;
  const pending = isPending(transfer);
  const error = transfer.status === 'failed' ? transfer.error : null;
  const [values, setValues] = useState({ amount: '', password: '' });
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const [asking, setAsking] = useState<number | null>(null);
  const submit = () => {
    const parsed = uplineSchema(texts, info).safeParse(values);
    const found = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    setErrors(found);
    if (parsed.success) setAsking(Number(values.amount));
  };
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('pages.transferUpline')}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Field
        label={t('amount')}
        inputMode="decimal"
        autoComplete="off"
        required
        value={values.amount}
        error={errors.amount}
        onChange={(e) => setValues({ ...values, amount: e.target.value })}
      />
      <Field
        label={t('withdraw.password')}
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        error={errors.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
      />
      {error && !pending && (
        <p className="form-error" role="alert">
          {failureText(error)}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        {pending ? t('common:common.submitting') : t('submit')}
      </button>
      {asking !== null && (
        <ConfirmDialog
          title={t('upline.confirmTitle')}
          busy={pending}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            dispatch(intents.uplineTransferRequested({ amount: asking, password: values.password }));
            // The password is not kept in the form once sent.
            setValues({ ...values, password: '' });
            setAsking(null);
          }}
        >
          <p>{t('upline.confirmText', { amount: format.money(asking), upline: info.uplineAccount })}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
