import type { Banner } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
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

/**
 * Spec 01, 2.5: home shows one centred slide with a 20 px gap and clickable pagination; loop and autoplay when more than one.
 * The pagination dots are buttons in the tab order, named "Banner 2 of 5", the shown one aria-current (Swiper's A11y);
 * each picture's alt is its banner's name (`names`, in order: banner-names.ts).
 */
export default function BannerCarousel({ banners, names, home }: { banners: Banner[]; names: string[]; home: boolean }) {
  const navigate = useNavigate();
  const { t } = useTranslation('common');
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
      modules={[Pagination, Autoplay, A11y]}
      slidesPerView={1}
      centeredSlides={home}
      spaceBetween={home ? HOME_SLIDE_GAP : 0}
      loop={many}
      pagination={home ? { clickable: true, bulletElement: 'button' } : false}
      // Swiper puts each dot's number in place of its own {{index}}; the total is the player's language's.
      a11y={{ paginationBulletMessage: t('keys.bannerDot', { index: '{{index}}', total: banners.length }), slideLabelMessage: '' }}
      autoplay={many ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false } : false}
    >
      {banners.map((b, index) => (
        <SwiperSlide key={b.bannerId} data-banner-id={b.bannerId}>
          {linkageTarget(b) ? (
            <button type="button" className={styles.link} onClick={() => open(b)}>
              <img src={b.url} alt={names[index]} width={1200} height={360} fetchPriority={index === 0 ? 'high' : 'auto'} />
            </button>
          ) : (
            <img src={b.url} alt={names[index]} width={1200} height={360} fetchPriority={index === 0 ? 'high' : 'auto'} />
          )}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
