import { promotionTypes, type Promotion, type PromotionType } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectHasToken } from '../../../shared/access/access';
import { promotionImage } from '../../../shared/announcements/announcements';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { categoryKey } from '../format';
import { promotionsIntents as intents } from '../intents';
import { selectPromotions } from '../selectors';
import type { Badges } from '../slice';
import styles from './promotion-list.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

/** A type the filters name; the relay may send others (spec 04 lists none), listed under "all" only. */
const isKnownType = (type: string | undefined): type is PromotionType => (promotionTypes as readonly string[]).includes(type ?? '');

/** The available-promotions badge (spec 04) each type filter carries: rewards to claim, draws to make. */
const badgeOf: Partial<Record<PromotionType, string>> = { CLAIM: 'MANUAL', RAFFLE: 'RAFFLE' };
const countOf = (badges: Badges | null, type: PromotionType) => {
  const badge = badges?.[badgeOf[type] ?? ''];
  return badge?.enabled ? badge.count : 0;
};

/** The promotions with category and type filters; a card opens its promotion through /promotions?id=. */
export function PromotionList() {
  const { t } = useTranslation(['promotions', 'common']);
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectHasToken);
  const { list, badges: badgesRead } = useAppSelector(selectPromotions);
  const badges = badgesRead.value;
  const [category, setCategory] = useState<string | null>(null);
  const [type, setType] = useState<PromotionType | null>(null);
  useEffect(() => {
    dispatch(intents.listOpened());
  }, [dispatch, loggedIn]);
  const categories = [...new Set(list.value.map((p) => categoryKey(p.category)))];
  const shown = list.value.filter((p) => (!category || categoryKey(p.category) === category) && (!type || p.promotionType === type));
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <RemoteView remote={list} retry={() => dispatch(intents.listOpened())} ns="promotions">
        <div className={styles.chips} role="group" aria-label={t('filters.categories')}>
          {[null, ...categories].map((key) => (
            <button
              key={key ?? 'all'}
              type="button"
              className={styles.chip}
              aria-pressed={category === key}
              onClick={() => setCategory(key)}
            >
              {key ? t(`categories.${key}`) : t('filters.all')}
            </button>
          ))}
        </div>
        <div className={styles.chips} role="group" aria-label={t('filters.types')}>
          {[null, ...promotionTypes].map((key) => {
            const count = key ? countOf(badges, key) : 0;
            return (
              <button key={key ?? 'all'} type="button" className={styles.chip} aria-pressed={type === key} onClick={() => setType(key)}>
                {key ? t(`types.${key}`) : t('filters.all')}
                {count > 0 && (
                  <span className={styles.badge} data-testid={`badge-${key}`} aria-label={t('filters.waiting', { count })}>
                    {count}
                  </span>
                )}
              </button>
            );
          })}
        </div>
        {shown.length === 0 ? (
          <p className="muted">{t('none')}</p>
        ) : (
          <ul className={styles.cards}>
            {shown.map((p) => (
              <PromotionCard key={p.id} promotion={p} />
            ))}
          </ul>
        )}
      </RemoteView>
    </div>
  );
}

/** The link holds the picture and the title only, so its name is what it shows; the facts sit beside it. */
function PromotionCard({ promotion: p }: { promotion: Promotion }) {
  const { t } = useTranslation(['promotions', 'common']);
  const format = useFormat();
  return (
    <li className={styles.card} data-testid="promotion" data-promotion-id={p.id}>
      <Link to={`/promotions?id=${p.id}`} className={styles.cardLink}>
        <img src={promotionImage(p)} alt="" width={800} height={240} loading="lazy" />
        <strong className={styles.cardTitle}>{p.title}</strong>
      </Link>
      <span className={styles.cardBody}>
        <span className={styles.tags}>
          <span className={styles.tag}>{t(`categories.${categoryKey(p.category)}`)}</span>
          {isKnownType(p.promotionType) && <span className={styles.tag}>{t(`types.${p.promotionType}`)}</span>}
        </span>
        <span className="muted">{t('dates', { start: format.day(p.startDate), end: format.day(p.endDate) })}</span>
      </span>
    </li>
  );
}
