import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, ModalActions } from '../../../shared/ui/modal';
import type { MutationKey } from '../types';
import { ActionError } from './action-error';
import { useEscapeFirst } from './use-escape-first';
import { useMutation } from './use-mutation';

/** A second step above the centre or the notice: Escape and Cancel close only this one. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['agent-centre', 'common']);
  useEscapeFirst(onCancel);
  return (
    <Modal title={title} size="sm" layer={2} closeLabel={t('common:common.close')} onClose={onCancel}>
      {children}
      <ModalActions>
        <button type="button" className="button button--outline" onClick={onCancel}>
          {t('common:common.cancel')}
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </ModalActions>
    </Modal>
  );
}

/**
 * A second step that makes a change (terminate, promote): it stays open, busy, while the change travels,
 * closes when the change is made, and says a failure inside itself, once (the call is not an alert).
 */
export function ActionConfirmDialog({ action, ...props }: Omit<Parameters<typeof ConfirmDialog>[0], 'busy'> & { action: MutationKey }) {
  const change = useMutation(action, props.onCancel);
  return (
    <ConfirmDialog {...props} busy={change.pending}>
      {props.children}
      <ActionError error={change.failure} />
    </ConfirmDialog>
  );
}
