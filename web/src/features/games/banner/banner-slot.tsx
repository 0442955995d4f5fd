import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../shared/store/hooks';
import { selectBanners } from '../selectors';
import styles from './banner-slot.module.css';

// Swiper loads with the first banner, not with the app.
const BannerCarousel = lazy(() => import('./banner-carousel'));

/** The banners of a route group, rebuilt on every route change; null when the group has none. */
export function BannerSlot({ group }: { group: string }) {
  const banners = useAppSelector(selectBanners(group));
  const { pathname } = useLocation();
  if (banners.length === 0) return null;
  const first = banners[0]!;
  return (
    <div className={styles.slot} data-banner-group={group}>
      <Suspense fallback={<img src={first.url} alt="" width={1200} height={360} fetchPriority="high" />}>
        <BannerCarousel key={pathname} banners={banners} home={group === 'w_home'} />
      </Suspense>
    </div>
  );
}
