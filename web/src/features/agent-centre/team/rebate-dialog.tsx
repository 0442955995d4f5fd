import { zodResolver } from '@hookform/resolvers/zod';
import type { RebateRow } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Field } from '../../../shared/ui/field';
import { Modal, ModalActions } from '../../../shared/ui/modal';
import { agentCentreIntents } from '../intents';
import { RemoteView } from '../../../shared/remote/remote-view';
import { ActionError } from '../parts/action-error';
import { useMutation } from '../parts/use-mutation';
import { useEscapeFirst } from '../parts/use-escape-first';
import { useReport } from '../parts/use-report';
import { changedRates, fieldOf, rebateSchema, valuesOf, type RebateValues } from './rebate-form';
import { useFormat } from '../../../shared/i18n/use-format';
import styles from './team.module.css';

/** The rebate rates I set a direct downline, product by product, none above my own. */
export function RebateDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation(['agent-centre', 'common']);
  const { report, ask } = useReport('downlineRebates', { username }, (last) => last.username === username);
  // Escape closes this dialog only, not the centre below it.
  useEscapeFirst(onClose);
  const value = report.value?.username === username ? report.value : null;
  // A save builds the form again with the rates read after it, so whether one succeeded is known here.
  const saved = useMutation('rebates').done;
  return (
    <Modal title={t('rebate.title', { username })} size="sm" layer={2} closeLabel={t('common:common.close')} onClose={onClose}>
      {/* Rows read for another member are not this one's: until this one's are read, it says Loading. */}
      <RemoteView remote={{ ...report, loaded: value !== null }} retry={() => ask({ username })} ns="agent-centre">
        {value && <RebateForm key={JSON.stringify(value.rates)} username={username} rows={value.rates} saved={saved} onClose={onClose} />}
      </RemoteView>
    </Modal>
  );
}

function RebateForm({ username, rows, saved, onClose }: { username: string; rows: RebateRow[]; saved: boolean; onClose: () => void }) {
  const { t } = useTranslation(['agent-centre', 'common']);
  const format = useFormat();
  const dispatch = useAppDispatch();
  const mutation = useMutation('rebates');
  const [sent, setSent] = useState(false);
  const [unchanged, setUnchanged] = useState(false);
  const texts = (problem: 'format' | 'aboveCeiling', ceiling: number) => t(`rebate.problem.${problem}`, { ceiling: ceiling.toFixed(2) });
  const { register, handleSubmit, formState } = useForm<RebateValues>({
    resolver: zodResolver(rebateSchema(rows, texts)),
    defaultValues: valuesOf(rows),
  });
  const submit = handleSubmit((values) => {
    const rates = changedRates(rows, values);
    setUnchanged(rates.length === 0);
    if (rates.length === 0) return;
    setSent(true);
    dispatch(agentCentreIntents.rebatesRequested({ username, rates }));
  });
  return (
    <form className={styles.rebates} onSubmit={submit} noValidate aria-label={t('rebate.title', { username })}>
      <p className="muted">{t('rebate.about')}</p>
      {rows.map((row) => (
        <Field
          key={row.productId}
          label={t('rebate.rateOf', { product: t(`products.${row.productId}` as 'products.1') })}
          inputMode="decimal"
          autoComplete="off"
          addon={<span className={styles.ceiling}>{t('rebate.ceiling', { ceiling: format.number(row.ceiling) })}</span>}
          error={formState.errors[fieldOf(row.productId)]?.message}
          {...register(fieldOf(row.productId))}
        />
      ))}
      {unchanged && (
        <p className="field__error" role="alert">
          {t('rebate.unchanged')}
        </p>
      )}
      <ActionError error={sent && !mutation.pending ? mutation.error : null} />
      {saved && !sent && (
        <p role="status" className={styles.saved}>
          {t('rebate.saved')}
        </p>
      )}
      <ModalActions>
        <button type="button" className="button button--outline" onClick={onClose}>
          {t('common:common.close')}
        </button>
        <button type="submit" className="button button--primary" disabled={mutation.pending}>
          {mutation.pending ? t('common:common.submitting') : t('rebate.save')}
        </button>
      </ModalActions>
    </form>
  );
}
