import { zodResolver } from '@hookform/resolvers/zod';
import { MAIN_WALLET_CODE, txCodes as allTxCodes } from '@portal/contracts';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isPending } from '../../../shared/remote/remote';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { historySchema, type HistoryValues } from '../forms';
import { useFormTexts } from '../funds/use-form-texts';
import { memberCentreIntents as intents } from '../intents';
import { selectMemberCentre } from '../selectors';
import type { TxCode, TxFilter } from '../types';
import { datePresets, presetOf, presetRange, type DatePreset } from './date-range';
import styles from './history.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

const toFilter = (v: HistoryValues, pageNo = 1): TxFilter => ({
  startDate: v.startDate,
  endDate: v.endDate,
  ...(v.txCode ? { txCode: v.txCode as TxCode } : {}),
  pageNo,
});

/** transactionHistory (account record): my transactions by days and type, newest first, a page at a time. */
export function TransactionHistoryPage() {
  const { t } = useTranslation('member-centre');
  const dispatch = useAppDispatch();
  const { history, txCodes, wallet } = useAppSelector(selectMemberCentre);
  const walletName = (code: string) =>
    code === MAIN_WALLET_CODE ? t('wallet.main') : (wallet.value.wallets.find((w) => w.walletCode === code)?.walletName ?? code);
  const format = useFormat();
  const texts = useFormTexts();
  const ids = { from: useId(), to: useId(), type: useId() };
  const start = history.query ?? { ...presetRange('previous7'), pageNo: 1 };
  const { register, handleSubmit, formState, setValue, control, getValues } = useForm<HistoryValues>({
    resolver: zodResolver(historySchema(texts)),
    defaultValues: { startDate: start.startDate, endDate: start.endDate, txCode: start.txCode ?? '' },
  });
  useEffect(() => {
    dispatch(intents.historyOpened());
    dispatch(intents.historyQueried(start));
    // Once, on opening: later queries come from the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);
  const search = handleSubmit((v) => dispatch(intents.historyQueried(toFilter(v))));
  const pick = (preset: DatePreset) => {
    const range = presetRange(preset);
    setValue('startDate', range.startDate);
    setValue('endDate', range.endDate);
    void search();
  };
  const [startDate, endDate] = useWatch({ control, name: ['startDate', 'endDate'] });
  const pressed = presetOf({ startDate, endDate });
  const named = txCodes.value;
  const codes = named.length > 0 ? named.map((c) => c.txCode) : allTxCodes;
  // Our name of a code, else the server's (a code added to the backend before our texts).
  const txName = (code: TxCode) =>
    t(`txCodes.${code}` as 'txCodes.DEPOSIT', { defaultValue: named.find((c) => c.txCode === code)?.txName ?? code });
  const pageNo = history.query?.pageNo ?? 1;
  const goTo = (page: number) => history.query && dispatch(intents.historyQueried({ ...history.query, pageNo: page }));
  const busy = isPending(history);
  const { list, total, totalPages } = history.value;
  return (
    <div className={styles.history}>
      <form className={styles.filter} onSubmit={search} noValidate aria-label={t('history.filter')}>
        <div className={styles.presets} role="group" aria-label={t('history.presets')}>
          {datePresets.map((p) => (
            <button key={p} type="button" className={styles.preset} aria-pressed={pressed === p} onClick={() => pick(p)}>
              {t(`history.${p}`)}
            </button>
          ))}
        </div>
        <div className={styles.fields}>
          <div className="field">
            <label htmlFor={ids.from} className="field__label">
              {t('history.from')}
            </label>
            <input id={ids.from} type="date" className={styles.input} {...register('startDate')} />
          </div>
          <div className="field">
            <label htmlFor={ids.to} className="field__label">
              {t('history.to')}
            </label>
            <input id={ids.to} type="date" className={styles.input} {...register('endDate')} />
          </div>
          <div className="field">
            <label htmlFor={ids.type} className="field__label">
              {t('history.type')}
            </label>
            <select id={ids.type} className={styles.input} {...register('txCode', { onChange: () => void search() })}>
              <option value="">{t('history.allTypes')}</option>
              {codes.map((code) => (
                <option key={code} value={code}>
                  {txName(code)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary">
            {t('history.search')}
          </button>
        </div>
        {formState.errors.startDate && (
          <p className="field__error" role="alert">
            {formState.errors.startDate.message}
          </p>
        )}
      </form>
      <RemoteView remote={history} retry={() => dispatch(intents.historyQueried(toFilter(getValues(), pageNo)))} ns="member-centre">
        <p className="muted" aria-live="polite" data-testid="history-total">
          {t('history.total', { count: total })}
        </p>
        {list.length === 0 ? (
          <p>{t('history.none')}</p>
        ) : (
          <table className={styles.table} aria-busy={busy}>
            <thead>
              <tr>
                <th scope="col">{t('history.time')}</th>
                <th scope="col">{t('history.type')}</th>
                <th scope="col">{t('history.wallet')}</th>
                <th scope="col" className={styles.number}>
                  {t('history.amount')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('history.balanceAfter')}
                </th>
                <th scope="col">{t('history.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((tx) => (
                <tr key={tx.txId} data-testid="transaction">
                  <td data-label={t('history.time')}>{format.dateTime(tx.txTime)}</td>
                  <td data-label={t('history.type')}>{txName(tx.txCode)}</td>
                  <td data-label={t('history.wallet')}>{walletName(tx.wallet)}</td>
                  <td data-label={t('history.amount')} className={`${styles.number} ${tx.amount < 0 ? styles.out : styles.in}`}>
                    {tx.amount > 0 ? '+' : ''}
                    {format.money(tx.amount)}
                  </td>
                  <td data-label={t('history.balanceAfter')} className={styles.number}>
                    {format.money(tx.balanceAfter)}
                  </td>
                  <td data-label={t('history.reference')} className={styles.reference}>
                    {tx.reference}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {totalPages > 1 && (
          <nav className={styles.pager} aria-label={t('history.pages')}>
            <button type="button" className="button button--outline" disabled={pageNo <= 1 || busy} onClick={() => goTo(pageNo - 1)}>
              {t('history.previousPage')}
            </button>
            <span>{t('history.page', { page: pageNo, pages: totalPages })}</span>
            <button
              type="button"
              className="button button--outline"
              disabled={pageNo >= totalPages || busy}
              onClick={() => goTo(pageNo + 1)}
            >
              {t('history.nextPage')}
            </button>
          </nav>
        )}
      </RemoteView>
    </div>
  );
}
