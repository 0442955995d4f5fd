import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { selectBanners } from '../selectors';

// Swiper loads with the first banner, not with the app.
const BannerCarousel = lazy(() => import('./banner-carousel'));

/** The banners of a route group, rebuilt on every route change; null when the group has none. */
export function BannerSlot({ group }: { group: string }) {
  const banners = useSelector(selectBanners(group));
  const { pathname } = useLocation();
  if (banners.length === 0) return null;
  const first = banners[0]!;
  return (
    <div className="banner-slot" data-banner-group={group}>
      <Suspense fallback={<img className="banner-slot__placeholder" src={first.url} alt="" width={1200} height={360} />}>
        <BannerCarousel key={pathname} banners={banners} home={group === 'w_home'} />
      </Suspense>
    </div>
  );
}
