import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectHasToken } from '../../../shared/access/access';
import { LoadFailure } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { sanitizeHtml } from '../../../shared/ui/sanitize-html';
import { useHydrated } from '../../../shared/ui/use-hydrated';
import { categoryKey } from '../format';
import { promotionsIntents as intents } from '../intents';
import { selectPromotions } from '../selectors';
import { PromotionActionPanel } from './action-panel';
import styles from './promotion-detail.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

/** One promotion: its picture, dates, the platform's HTML (sanitised), its status for this player and what they can do. */
export function PromotionDetailView({ id }: { id: number }) {
  const { t } = useTranslation(['promotions', 'common']);
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectHasToken);
  const { detail } = useAppSelector(selectPromotions);
  const format = useFormat();
  // Again when the player logs in or out here: the status is the player's.
  useEffect(() => {
    dispatch(intents.detailOpened(id));
  }, [dispatch, id, loggedIn]);
  const value = detail.value?.id === id ? detail.value : null;
  // The server cannot sanitise (no DOM): the text comes once the page is hydrated, on the server's page as on the client's.
  const hydrated = useHydrated();
  const html = useMemo(() => (hydrated ? sanitizeHtml(value?.content ?? '') : ''), [hydrated, value?.content]);
  return (
    <div className={styles.page}>
      <Link to="/promotions" className={`button button--ghost ${styles.back}`}>
        {t('back')}
      </Link>
      {detail.status === 'failed' && detail.error?.code === 'PROMOTION_NOT_FOUND' ? (
        // Nothing to try again: the promotion is not there (Back is above).
        <div role="alert" className={styles.notice}>
          <h1>{t('title')}</h1>
          <p>{t('notFound')}</p>
        </div>
      ) : detail.status === 'failed' && !value ? (
        <div className={styles.notice}>
          <h1>{t('title')}</h1>
          <LoadFailure error={detail.error} retry={() => dispatch(intents.detailOpened(id))} ns="promotions" />
        </div>
      ) : !value ? (
        <p className="muted" role="status">
          {t('common:common.loading')}
        </p>
      ) : (
        <>
          {/* A refresh (after an action, back in the tab) that failed: the promotion as last read, and why. */}
          {detail.status === 'failed' && (
            <LoadFailure error={detail.error} retry={() => dispatch(intents.detailOpened(id))} ns="promotions" />
          )}
          <article className={styles.article} data-status={value.status}>
            <img className={styles.image} src={value.image} alt="" width={800} height={240} />
            <div className={styles.head}>
              <h1>{value.title}</h1>
              <span className={`${styles.status} ${styles[value.status]}`} data-testid="promotion-status">
                {t(`status.${value.status}`)}
              </span>
            </div>
            <p className="muted">
              {t(`categories.${categoryKey(value.category)}`)} · {t(`types.${value.promotionType}`)} ·{' '}
              {t('dates', { start: format.day(value.startDate), end: format.day(value.endDate) })}
            </p>
            <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />
            <PromotionActionPanel detail={value} />
          </article>
        </>
      )}
    </div>
  );
}
