/** The promotions' public face: what app/ composes. Its saga, api and texts load with the feature. */
export const loadPromotionsFeature = () => import('./feature').then((m) => m.promotionsFeature);
/** /promotions: the list, or one promotion when the address carries its id (spec 01, 2.1). */
export const loadPromotionsPage = () => import('./promotions-page').then((m) => ({ Component: m.PromotionsPage }));
/** /promoDetail?id=: the same detail (the spec's section name), or back to the list without an id. */
export const loadPromoDetailPage = () => import('./promotions-page').then((m) => ({ Component: m.PromoDetailPage }));
