import { useErrorText } from '../../../shared/i18n/use-error-text';
import { isPending } from '../../../shared/remote/remote';
import { PROOF_MAX_FILES, type FundOrder } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Field } from '../../../shared/ui/field';
import { payoutErrors, remainderOf, type PayoutResult } from '../forms';
import { memberCentreIntents as intents } from '../intents';
import { selectMemberCentre } from '../selectors';
import { memberCentreActions } from '../slice';
import { ConfirmDialog } from './parts';
import styles from './payout.module.css';
import { asProof, proofProblems, readHead, type PickedFile } from './proof-files';
import { ProofPicker, useReleasePreviews, type Proof } from './proof-picker';
import { useFormTexts } from './use-form-texts';
import { useFormat } from '../../../shared/i18n/use-format';

const results: PayoutResult[] = ['RECEIVED', 'PARTIAL', 'NOT_RECEIVED'];

/**
 * The withdrawal confirmation (spec 02 section 4): received, partly received (how much; the remainder
 * shown) or not received with proof images. The images are checked here as the server checks them.
 */
export function ConfirmPayoutDialog({ order, onClose }: { order: FundOrder; onClose: () => void }) {
  const { t } = useTranslation('member-centre');
  const dispatch = useAppDispatch();
  const texts = useFormTexts();
  const failureText = useErrorText('member-centre');
  const format = useFormat();
  const sending = useAppSelector(selectMemberCentre).payoutConfirm;
  const [result, setResult] = useState<PayoutResult>('RECEIVED');
  const [amountReceived, setAmountReceived] = useState('');
  const [proofs, setProofs] = useState<(Proof & PickedFile)[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [errors, setErrors] = useState<ReturnType<typeof payoutErrors>>({});
  useReleasePreviews(proofs);
  const withProofs = result !== 'RECEIVED';
  const received = Number(amountReceived);
  const showRemainder = result === 'PARTIAL' && received > 0 && received < order.amount;

  const add = async (files: File[]) => {
    const picked = await Promise.all(
      files.map(async (file) => {
        const head = await readHead(file);
        return { file: asProof(file, head), head, name: file.name, size: file.size };
      }),
    );
    // Only what passes joins the list; the problems say what was left out and why.
    const found = proofProblems(picked).filter((p) => p.key !== 'count');
    const refused = new Set(found.map((p) => ('name' in p ? p.name : '')));
    const good = picked.filter((p) => !refused.has(p.name));
    const room = PROOF_MAX_FILES - proofs.length;
    const messages = found.map((p) => ('name' in p ? t(`proofErrors.${p.key}`, { name: p.name }) : ''));
    if (good.length > room) messages.push(t('proofErrors.count'));
    setProblems(messages);
    const added = good.slice(0, Math.max(0, room));
    setProofs([...proofs, ...added.map((p) => ({ ...p, url: URL.createObjectURL(p.file) }))]);
    // An image now there answers "add at least one": that complaint goes (Confirm checks again).
    if (added.length > 0) setErrors(({ amountReceived }) => (amountReceived ? { amountReceived } : {}));
  };
  const submit = () => {
    const found = payoutErrors(texts, order, { result, amountReceived, proofs: proofs.length });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    dispatch(
      intents.payoutConfirmRequested({
        orderNo: order.orderNo,
        result,
        ...(result === 'PARTIAL' ? { amountReceived: amountReceived.trim() } : {}),
        proofs: withProofs ? proofs.map((p) => p.file) : [],
      }),
    );
  };
  const close = () => {
    dispatch(memberCentreActions.payoutConfirmClosed());
    onClose();
  };
  const serverError = sending.query === order.orderNo && sending.status === 'failed' ? sending.error : null;
  return (
    <ConfirmDialog
      title={t('payout.title', { amount: format.money(order.amount) })}
      busy={isPending(sending)}
      onCancel={close}
      onConfirm={submit}
    >
      <div className={styles.form}>
        <fieldset className={styles.choices}>
          <legend>{t('payout.choice')}</legend>
          {results.map((r) => (
            <label key={r} className={styles.choice}>
              <input type="radio" name="payout-result" value={r} checked={result === r} onChange={() => setResult(r)} />
              {t(`payout.result.${r}`)}
            </label>
          ))}
        </fieldset>
        {result === 'PARTIAL' && (
          <>
            <Field
              label={t('payout.amountReceived')}
              inputMode="decimal"
              autoComplete="off"
              required
              value={amountReceived}
              error={errors.amountReceived}
              onChange={(e) => {
                setAmountReceived(e.target.value);
                // A new amount is checked again on Confirm; the old complaint goes.
                setErrors(({ proofs }) => (proofs ? { proofs } : {}));
              }}
            />
            {showRemainder && (
              <p className={styles.remainder} data-testid="payout-remainder">
                {t('payout.remainder', { amount: format.money(remainderOf(order.amount, received)) })}
              </p>
            )}
          </>
        )}
        {withProofs && (
          <ProofPicker
            proofs={proofs}
            onAdd={(files) => void add(files)}
            onRemove={(gone) => {
              URL.revokeObjectURL(gone.url);
              setProofs(proofs.filter((p) => p !== gone));
              setProblems([]);
            }}
            errors={[...problems, ...(errors.proofs ? [errors.proofs] : [])]}
          />
        )}
        <p className={styles.note}>{t('payout.forcedNote')}</p>
        {serverError && (
          <p className="form-error" role="alert">
            {failureText(serverError)}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
