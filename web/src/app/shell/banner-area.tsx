import './banner-area.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BannerSlot, selectBanners, selectNoticeStatus } from '../../features/games';
import { selectSiteName, selectWelcomeBonus } from '../../shared/system/system-selectors';
import { useAppSelector } from '../../shared/store/hooks';
import { useRouteHandle } from '../route-handle';

/** The banner area of the route's group; a group without banners shows the site's welcome. */
export function BannerArea() {
  const { t } = useTranslation();
  const siteName = useAppSelector(selectSiteName);
  const bonus = useAppSelector(selectWelcomeBonus);
  const group = useRouteHandle()?.bannerGroup;
  const hasBanners = useAppSelector(selectBanners(group ?? '')).length > 0;
  // Until the notice (with the banners) has answered, the banner's place is kept, so nothing below it moves
  // when the picture arrives (the page used to shift by the welcome block's height on a phone).
  const noticeStatus = useAppSelector(selectNoticeStatus);
  if (!group) return null;
  if (!hasBanners && (noticeStatus === 'idle' || noticeStatus === 'loading')) {
    return (
      <section className="banner-area" aria-hidden="true">
        <div className="banner-area__placeholder" />
      </section>
    );
  }
  if (hasBanners) {
    return (
      <section className="banner-area" aria-label="banner">
        <BannerSlot group={group} />
      </section>
    );
  }
  return (
    <section className="banner-area" data-banner-group={group} aria-label="banner">
      <div className="banner-area__hero">
        <h2>{t('banner.welcome', { site: siteName })}</h2>
        <p>{bonus ? t('banner.bonus', { amount: bonus }) : t('banner.bonusUnnamed')}</p>
        <Link to="/register" className="button button--primary">
          {t('banner.cta')}
        </Link>
      </div>
    </section>
  );
}
