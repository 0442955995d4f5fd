import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { promotionImage } from '../../../shared/announcements/announcements';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { identityIntents } from '../intents';
import styles from './new-player-carousel.module.css';
import { selectNewPlayerPromotions } from './selectors';

export const PROMOTION_AUTOPLAY_MS = 5000;

/** New-player promotions: pagination, autoplay every 5000 ms when more than one; a click opens it. */
export default function NewPlayerCarousel() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const promotions = useAppSelector(selectNewPlayerPromotions);
  useEffect(() => {
    dispatch(identityIntents.newPlayerPromotionsRequested());
  }, [dispatch]);
  if (promotions.length === 0) return null;
  const many = promotions.length > 1;
  return (
    <section className={styles.carousel} aria-label="new player promotions">
      <Swiper
        modules={[Pagination, Autoplay]}
        slidesPerView={1}
        loop={many}
        pagination={{ clickable: true }}
        autoplay={many ? { delay: PROMOTION_AUTOPLAY_MS, disableOnInteraction: false } : false}
      >
        {promotions.map((p) => (
          <SwiperSlide key={p.id}>
            <button
              type="button"
              className={styles.slide}
              onClick={() => {
                dispatch(overlayActions.closed());
                navigate(`/promotions?id=${p.id}`);
              }}
            >
              <img src={promotionImage(p)} alt={p.title} width={800} height={240} loading="lazy" />
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
