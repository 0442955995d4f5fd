import { Navigate, useSearchParams } from 'react-router';
import { PromotionDetailView } from './detail/promotion-detail';
import { PromotionList } from './list/promotion-list';
import { promotionIdOf } from './promotion-link';

/** /promotions (chunk "promo"): the list; with ?id= the promotion itself, as banners and the carousel open it (spec 01, 2.1). */
export function PromotionsPage() {
  const [params] = useSearchParams();
  const id = promotionIdOf(params);
  return id ? <PromotionDetailView key={id} id={id} /> : <PromotionList />;
}

/** /promoDetail?id= (chunk "promoDetail"): the same detail; without an id, the list. */
export function PromoDetailPage() {
  const [params] = useSearchParams();
  const id = promotionIdOf(params);
  return id ? <PromotionDetailView key={id} id={id} /> : <Navigate to="/promotions" replace />;
}
