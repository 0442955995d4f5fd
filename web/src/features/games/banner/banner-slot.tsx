import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useIdleAfter } from '../../../shared/idle/idle';
import { useAppSelector } from '../../../shared/store/hooks';
import { selectBanners } from '../selectors';
import { useBannerNames } from './banner-names';
import styles from './banner-slot.module.css';

// Swiper loads with the first banner, not with the app.
const BannerCarousel = lazy(() => import('./banner-carousel'));

/** The banners of a route group, rebuilt on every route change; null when the group has none. */
export function BannerSlot({ group }: { group: string }) {
  const banners = useAppSelector(selectBanners(group));
  const { pathname } = useLocation();
  const [firstLoaded, setFirstLoaded] = useState(false);
  // The carousel (Swiper's script and its set-up) waits until the first picture has loaded and the browser then
  // had an idle moment, so on a phone the picture paints first.
  const carousel = useIdleAfter(firstLoaded);
  const names = useBannerNames(banners);
  if (banners.length === 0) return null;
  const first = banners[0]!;
  const picture = (
    <img
      src={first.url}
      alt={names[0]}
      width={1200}
      height={360}
      fetchPriority="high"
      onLoad={() => setFirstLoaded(true)}
      onError={() => setFirstLoaded(true)}
    />
  );
  return (
    <div className={styles.slot} data-banner-group={group}>
      {carousel ? (
        <Suspense fallback={picture}>
          <BannerCarousel key={pathname} banners={banners} names={names} home={group === 'w_home'} />
        </Suspense>
      ) : (
        picture
      )}
    </div>
  );
}
