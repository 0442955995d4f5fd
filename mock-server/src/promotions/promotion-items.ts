import type { Promotion, SiteLanguage } from '@portal/contracts';
import { PROMOTION_TRANSLATIONS } from '@portal/fixtures';
import { inLanguage } from '../platform/content-language';
import type { World } from '../platform/world';
import { promotionsOf } from './promotion-rules';

/** Where the fake draws a promotion's picture (promotion-routes.ts). */
export const promotionImageUrl = (id: number) => `/wps/static/promo/${id}.svg`;

/**
 * The promotions as the announcements relay and the home notice list them (spec 04's `promotion` items): the
 * same dates and rules as the detail, the picture at sequence 1. A promotion starting later is listed with its start.
 * Title and content in the language asked where the back office wrote one (content-language.ts), else in English.
 */
export const promotionItems = (world: World, language: SiteLanguage = 'EN'): Promotion[] =>
  promotionsOf(world).map(({ rule, ...p }) =>
    inLanguage(
      { ...p, content: rule.content, announcementImages: [{ sequence: 1, url: promotionImageUrl(p.id) }], promotionType: rule.type },
      language,
      PROMOTION_TRANSLATIONS,
    ),
  );
