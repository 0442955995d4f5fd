import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Modal, ModalActions } from '../../../shared/ui/modal';
import { agentCentreIntents } from '../intents';
import { ActionError } from '../parts/action-error';
import { useMutation } from '../parts/use-mutation';
import { useEscapeFirst } from '../parts/use-escape-first';
import partStyles from '../parts/parts.module.css';
import { amountProblem } from '../salary/salary-forms';

/** Money from my main wallet to a direct downline; the login password confirms it. */
export function TransferDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation(['agent-centre', 'common']);
  const dispatch = useAppDispatch();
  const mutation = useMutation('transfer', onClose);
  const ids = { amount: useId(), password: useId() };
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = amountProblem(amount) ?? (password ? null : 'passwordRequired');
    setProblem(found);
    if (found) return;
    setSent(true);
    dispatch(agentCentreIntents.transferRequested({ username, amount: Number(amount), password }));
  };
  // Escape closes this dialog only, not the centre below it.
  useEscapeFirst(onClose);
  return (
    <Modal title={t('team.transferTo', { username })} size="sm" layer={2} closeLabel={t('common:common.close')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={ids.amount} className="field__label">
            {t('col.amount')}
          </label>
          <input
            id={ids.amount}
            className={partStyles.input}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.password} className="field__label">
            {t('team.password')}
          </label>
          <input
            id={ids.password}
            className={partStyles.input}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        {problem ? (
          <p className="field__error" role="alert">
            {t(`form.${problem}` as 'form.amount')}
          </p>
        ) : (
          <ActionError error={sent ? mutation.error : null} />
        )}
        <ModalActions>
          <button type="button" className="button button--outline" onClick={onClose}>
            {t('common:common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={mutation.pending}>
            {mutation.pending ? t('common:common.submitting') : t('team.transfer')}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
