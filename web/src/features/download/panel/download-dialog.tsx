import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/ui/modal';
import { DownloadPanel } from './download-panel';

export function DownloadDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['common', 'download']);
  return (
    <Modal title={t('download:title')} closeLabel={t('common.close')} onClose={onClose}>
      <DownloadPanel />
    </Modal>
  );
}
