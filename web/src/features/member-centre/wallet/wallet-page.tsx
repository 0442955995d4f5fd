import { zodResolver } from '@hookform/resolvers/zod';
import { cents, MAIN_WALLET_CODE, type Wallet } from '@portal/contracts';
import { ArrowDownToLine, RefreshCw } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isPending } from '../../../shared/remote/remote';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Field } from '../../../shared/ui/field';
import { transferSchema, type TransferValues } from '../forms';
import { useFormTexts } from '../funds/use-form-texts';
import { memberCentreIntents as intents } from '../intents';
import { selectMemberCentre } from '../selectors';
import styles from './wallet-page.module.css';
import { useFormat, type Formats } from '../../../shared/i18n/use-format';

/** transferFund: every wallet with its balance, a transfer between main and a game wallet, all back to main. */
export function WalletPage() {
  const { t } = useTranslation('member-centre');
  const dispatch = useAppDispatch();
  const { wallet, transfer } = useAppSelector(selectMemberCentre);
  const format = useFormat();
  useEffect(() => {
    dispatch(intents.walletOpened());
  }, [dispatch]);
  const { wallets } = wallet.value;
  const main = wallets.find((w) => w.walletCode === MAIN_WALLET_CODE);
  const games = wallets.filter((w) => w.walletCode !== MAIN_WALLET_CODE);
  const total = cents(wallets.reduce((sum, w) => sum + w.balance, 0));
  const inGames = games.some((w) => w.balance > 0);
  return (
    <RemoteView remote={wallet} retry={() => dispatch(intents.walletOpened())} ns="member-centre">
      <div className={styles.wallet}>
        <div className={styles.totals}>
          <div>
            <span className="muted">{t('wallet.total')}</span>
            <strong data-testid="wallet-total">{format.money(total)}</strong>
          </div>
          <div>
            <span className="muted">{t('wallet.main')}</span>
            <strong data-testid="wallet-main">{format.money(main?.balance ?? 0)}</strong>
          </div>
          <div className={styles.actions}>
            <button
              type="button"
              className="button button--outline"
              disabled={isPending(wallet)}
              onClick={() => dispatch(intents.walletOpened())}
            >
              <RefreshCw aria-hidden="true" size={16} /> {t('refresh')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={isPending(transfer) || !inGames}
              onClick={() => dispatch(intents.transferRequested({ recallAll: true }))}
            >
              <ArrowDownToLine aria-hidden="true" size={16} /> {t('wallet.allBack')}
            </button>
          </div>
        </div>
        <TransferForm wallets={wallets} games={games} format={format} />
        <section aria-label={t('wallet.list')}>
          <h4 className={styles.listTitle}>{t('wallet.list')}</h4>
          <ul className={styles.list}>
            {games.map((w) => (
              <li key={w.walletCode} data-testid={`wallet-${w.walletCode}`} className={w.balance > 0 ? styles.funded : undefined}>
                <span className={styles.name}>{w.walletName}</span>
                <span className={styles.balance}>{format.money(w.balance)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </RemoteView>
  );
}

function TransferForm({ wallets, games, format }: { wallets: Wallet[]; games: Wallet[]; format: Formats }) {
  const { t } = useTranslation('member-centre');
  const dispatch = useAppDispatch();
  const texts = useFormTexts();
  const { transfer, transfersDone: done } = useAppSelector(selectMemberCentre);
  const pending = isPending(transfer);
  const selectId = useId();
  const { register, handleSubmit, formState, control, setValue, resetField } = useForm<TransferValues>({
    resolver: zodResolver(transferSchema(texts, wallets)),
    defaultValues: { direction: 'toGame', wallet: '', amount: '' },
  });
  // A finished transfer empties the amount; the direction and the wallet stay for the next.
  useEffect(() => {
    if (done > 0) resetField('amount');
  }, [done, resetField]);
  const [direction, code] = useWatch({ control, name: ['direction', 'wallet'] });
  const source =
    direction === 'toGame' ? wallets.find((w) => w.walletCode === MAIN_WALLET_CODE) : wallets.find((w) => w.walletCode === code);
  const submit = handleSubmit((v) => {
    const [fromWallet, toWallet] = v.direction === 'toGame' ? [MAIN_WALLET_CODE, v.wallet] : [v.wallet, MAIN_WALLET_CODE];
    dispatch(intents.transferRequested({ fromWallet, toWallet, amount: Number(v.amount) }));
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('wallet.transfer')}>
      <fieldset className={styles.direction}>
        <legend className="field__label">{t('wallet.direction')}</legend>
        {(['toGame', 'toMain'] as const).map((d) => (
          <label key={d}>
            <input type="radio" value={d} {...register('direction')} />
            <span>{t(`wallet.${d}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className={`field ${formState.errors.wallet ? 'field--error' : ''}`}>
        <label htmlFor={selectId} className="field__label field__label--required">
          {t('wallet.gameWallet')}
        </label>
        <select
          id={selectId}
          className={styles.select}
          aria-invalid={formState.errors.wallet ? true : undefined}
          aria-describedby={formState.errors.wallet ? `${selectId}-error` : undefined}
          {...register('wallet')}
        >
          <option value="">{t('wallet.chooseWallet')}</option>
          {games.map((w) => (
            <option key={w.walletCode} value={w.walletCode}>
              {w.walletName} ({format.money(w.balance)})
            </option>
          ))}
        </select>
        {formState.errors.wallet && (
          <p id={`${selectId}-error`} className="field__error" role="alert">
            {formState.errors.wallet.message}
          </p>
        )}
      </div>
      <Field
        label={t('amount')}
        inputMode="decimal"
        autoComplete="off"
        required
        error={formState.errors.amount?.message}
        addon={
          <button
            type="button"
            className="button button--ghost"
            disabled={!source}
            onClick={() => source && setValue('amount', String(source.balance), { shouldValidate: true })}
          >
            {t('wallet.all')}
          </button>
        }
        {...register('amount')}
      />
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        {pending ? t('wallet.transferring') : t('wallet.transfer')}
      </button>
    </form>
  );
}
