import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useMatches } from 'react-router-dom';
import { selectSiteName } from '../../shared/site/site-selectors';

type Handle = { bannerGroup?: string } | undefined;

/** The banner area of the route's group. Until banners are served it shows the site's welcome. */
export function BannerArea() {
  const { t } = useTranslation();
  const siteName = useSelector(selectSiteName);
  const group = useMatches()
    .map((m) => (m.handle as Handle)?.bannerGroup)
    .filter(Boolean)
    .at(-1);
  if (!group) return null;
  return (
    <section className="banner-area" data-banner-group={group} aria-label="banner">
      <div className="banner-area__hero">
        <h2>{t('banner.welcome', { site: siteName })}</h2>
        <p>{t('banner.bonus')}</p>
        <Link to="/register" className="button button--primary">
          {t('banner.cta')}
        </Link>
      </div>
    </section>
  );
}
