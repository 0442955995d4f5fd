import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, ModalActions } from '../../../shared/ui/modal';
import { useEscapeFirst } from './use-escape-first';

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
