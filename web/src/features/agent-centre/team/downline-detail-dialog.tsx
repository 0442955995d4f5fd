import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/ui/modal';
import { defaultPeriod, presetOf, presetPeriod } from '../parts/period';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useEscapeFirst } from '../parts/use-escape-first';
import { useReport } from '../parts/use-report';
import partStyles from '../parts/parts.module.css';
import styles from './team.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

const presets = ['previous7', 'previous30'] as const;

/** One member of my team: its account, and what it deposited, bet and won over the last 7 or 30 days. */
export function DownlineDetailDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation(['agent-centre', 'common']);
  const format = useFormat();
  const { report, query, ask, busy } = useReport('downlineDetail', { username, ...defaultPeriod() }, (last) => last.username === username);
  useEscapeFirst(onClose);
  const value = report.value?.username === username ? report.value : null;
  const pressed = presetOf(query);
  const facts = value && [
    [t('col.kind'), value.type === 0 ? t('team.player') : t('team.agent')],
    [t('col.level'), String(value.level)],
    [t('col.upline'), value.upline],
    [t('col.regDate'), value.regDate],
    [t('detail.lastLogin'), value.lastLogin === null ? t('detail.never') : format.dateTime(value.lastLogin)],
    [t('col.balance'), format.amount(value.balance)],
    [t('detail.teamSize'), String(value.teamSize)],
  ];
  const figures = value && [
    [t('col.deposit'), `${format.amount(value.period.deposit)} (${value.period.depositCount})`],
    [t('col.withdrawal'), format.amount(value.period.withdrawal)],
    [t('col.betAmount'), `${format.amount(value.period.betAmount)} (${value.period.betCount})`],
    [t('col.winAmount'), format.amount(value.period.winAmount)],
    [t('col.profitLoss'), format.amount(value.period.profitLoss)],
  ];
  return (
    <Modal title={t('detail.title', { username })} size="sm" layer={2} closeLabel={t('common:common.close')} onClose={onClose}>
      {/* Rows read for another member are not this one's: until this one's are read, it says Loading. */}
      <RemoteView remote={{ ...report, loaded: value !== null }} retry={() => ask(query)} ns="agent-centre">
        {facts && figures && (
          <div className={styles.detail} data-testid="downline-detail">
            <dl className={styles.facts}>
              {facts.map(([label, text]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{text}</dd>
                </div>
              ))}
            </dl>
            <div className={partStyles.presets} role="group" aria-label={t('filter.presets')}>
              {presets.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  className={partStyles.preset}
                  aria-pressed={pressed === preset}
                  onClick={() => ask({ username, ...presetPeriod(preset) })}
                >
                  {t(`filter.${preset}`)}
                </button>
              ))}
            </div>
            <dl className={styles.facts} aria-busy={busy}>
              {figures.map(([label, text]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{text}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </RemoteView>
    </Modal>
  );
}
