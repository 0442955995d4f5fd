import { Navigate, useSearchParams } from 'react-router';
import { PromotionDetailView } from './detail/promotion-detail';
import { PromotionList } from './list/promotion-list';

const idOf = (params: URLSearchParams) => {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /promotions (chunk "promo"): the list; with ?id= the promotion itself, as banners and the carousel open it (spec 01, 2.1). */
export function PromotionsPage() {
  const [params] = useSearchParams();
  const id = idOf(params);
  return id ? <PromotionDetailView key={id} id={id} /> : <PromotionList />;
}

/** /promoDetail?id= (chunk "promoDetail"): the same detail; without an id, the list. */
export function PromoDetailPage() {
  const [params] = useSearchParams();
  const id = idOf(params);
  return id ? <PromotionDetailView key={id} id={id} /> : <Navigate to="/promotions" replace />;
}
