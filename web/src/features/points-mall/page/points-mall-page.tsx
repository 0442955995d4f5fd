import { WhitelabelFlag } from '@portal/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { selectHasToken } from '../../../shared/access/access';
import { selectFlag } from '../../../shared/system/system-selectors';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { pointsMallIntents as intents } from '../intents';
import { selectPointsMall } from '../selectors';
import { mallTabs, type MallTab } from '../types';
import { ConvertTab } from './convert-tab';
import { DetailsTab } from './details-tab';
import { GoodsTab } from './goods-tab';
import { HistoryTab } from './history-tab';
import { LoginPrompt } from './parts';
import styles from './points-mall-page.module.css';
import { RulesTab } from './rules-tab';
import { useFormat } from '../../../shared/i18n/use-format';

const panels: Record<MallTab, () => React.JSX.Element> = {
  goods: GoodsTab,
  convert: ConvertTab,
  history: HistoryTab,
  details: DetailsTab,
  rules: RulesTab,
};

/**
 * /pointMall (chunk "pointMall", layout mall, banner w_shop): the balance, then goods, convert, history, details and
 * rules as tabs (?tab=). On a site without the mall (PTSYS3 off) only that, once, and nothing is asked of the server.
 */
export function PointsMallPage() {
  const open = useAppSelector(selectFlag(WhitelabelFlag.PointsMall));
  return open ? <OpenMall /> : <ClosedMall />;
}

function ClosedMall() {
  const { t } = useTranslation('points-mall');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <div className={styles.notice} role="alert">
        <p>{t('errors.MODULE_DISABLED')}</p>
      </div>
    </div>
  );
}

function OpenMall() {
  const { t } = useTranslation('points-mall');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectHasToken);
  const [params, setParams] = useSearchParams();
  const tab = mallTabs.find((k) => k === params.get('tab')) ?? 'goods';
  // Again when the player logs in or out here: their own points appear or go.
  useEffect(() => {
    dispatch(intents.mallOpened());
  }, [dispatch, loggedIn]);
  const Panel = panels[tab];
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <h1>{t('title')}</h1>
        {loggedIn ? <PointsBalance /> : <LoginPrompt text={t('balance.visitor')} />}
      </div>
      <div className={`tabs ${styles.tabs}`} role="tablist" aria-label={t('tabs.label')}>
        {mallTabs.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`mall-tab-${key}`}
            aria-controls="mall-panel"
            aria-selected={key === tab}
            className="tabs__tab"
            onClick={() => setParams(key === 'goods' ? {} : { tab: key }, { replace: true })}
          >
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      <section id="mall-panel" role="tabpanel" aria-labelledby={`mall-tab-${tab}`} className={styles.panel}>
        <Panel />
      </section>
    </div>
  );
}

function PointsBalance() {
  const { t } = useTranslation('points-mall');
  const { value } = useAppSelector(selectPointsMall).balance;
  const format = useFormat();
  return (
    <p className={styles.balance}>
      <span className="muted">{t('balance.label')}</span>
      <strong data-testid="points-balance">{value ? format.number(value.points, 1) : '…'}</strong>
      {value && (
        <span className="muted">
          {t('balance.earned', { points: format.number(value.earned, 1) })} ·{' '}
          {t('balance.spent', { points: format.number(value.spent, 1) })}
        </span>
      )}
    </p>
  );
}
