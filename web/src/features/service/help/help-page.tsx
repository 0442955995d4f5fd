import { useTranslation } from 'react-i18next';
import styles from '../centre/centre.module.css';
import { HelpCentre } from './help-centre';

/** /help: the user-protocol link's target, the help centre inside the full shell. */
export function HelpPage() {
  const { t } = useTranslation('service');
  return (
    <div className={styles.helpPage}>
      <h1 className={styles.pageTitle}>{t('tabs.help')}</h1>
      <HelpCentre />
    </div>
  );
}
