import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import partStyles from '../parts/parts.module.css';
import { ContractsTab } from './contracts-tab';
import { HistoryTab } from './history-tab';
import { RecordsTab } from './records-tab';
import styles from './salary.module.css';

const tabs = ['contracts', 'history', 'records'] as const;
type Tab = (typeof tabs)[number];

/** agentDailyWages2: my contract and those I gave (offer, change, end), their history and the days paid. */
export function DailySalaryPage() {
  const { t } = useTranslation('agent-centre');
  const [tab, setTab] = useState<Tab>('contracts');
  return (
    <div className={partStyles.stack}>
      <div className={styles.tabs} role="group" aria-label={t('salary.views')}>
        {tabs.map((name) => (
          <button key={name} type="button" className={partStyles.preset} aria-pressed={tab === name} onClick={() => setTab(name)}>
            {t(`salary.tab.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'contracts' && <ContractsTab />}
      {tab === 'history' && <HistoryTab kind="DAILY_SALARY" />}
      {tab === 'records' && <RecordsTab />}
    </div>
  );
}
