import type { Banner } from '@portal/contracts';
import { useNavigate } from 'react-router';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import styles from './banner-carousel.module.css';

export const BANNER_AUTOPLAY_MS = 5000;
export const HOME_SLIDE_GAP = 20;

/** Where a banner's linkage goes; null when the banner is not clickable. */
export function linkageTarget(banner: Banner): { route: string } | { url: string } | null {
  if (banner.linkageType === 'PROMOTION') return { route: `/promotions?id=${encodeURIComponent(banner.linkage)}` };
  if (banner.linkageType === 'ROUTE' && banner.linkage.startsWith('/')) return { route: banner.linkage };
  if (banner.linkageType === 'URL' && /^https?:\/\//.test(banner.linkage)) return { url: banner.linkage };
  return null;
}

/** Spec 01, 2.5: home shows one centred slide with a 20 px gap and clickable pagination; loop and autoplay when more than one. */
export default function BannerCarousel({ banners, home }: { banners: Banner[]; home: boolean }) {
  const navigate = useNavigate();
  const many = banners.length > 1;
  const open = (banner: Banner) => {
    const target = linkageTarget(banner);
    if (!target) return;
    if ('route' in target) navigate(target.route);
    else window.open(target.url, '_blank', 'noopener');
  };
  return (
    <Swiper
      className={styles.carousel}
      modules={[Pagination, Autoplay]}
      slidesPerView={1}
      centeredSlides={home}
      spaceBetween={home ? HOME_SLIDE_GAP : 0}
      loop={many}
      pagination={home ? { clickable: true } : false}
      autoplay={many ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false } : false}
    >
      {banners.map((b, index) => (
        <SwiperSlide key={b.bannerId} data-banner-id={b.bannerId}>
          {linkageTarget(b) ? (
            <button type="button" className={styles.link} onClick={() => open(b)} aria-label={`banner ${b.bannerId}`}>
              <img src={b.url} alt="" width={1200} height={360} fetchPriority={index === 0 ? 'high' : 'auto'} />
            </button>
          ) : (
            <img src={b.url} alt="" width={1200} height={360} fetchPriority={index === 0 ? 'high' : 'auto'} />
          )}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
