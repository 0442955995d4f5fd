import type { Banner } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../shared/store/hooks';
import { selectNotice } from '../selectors';

type Sections = Record<string, string>;

/**
 * What a banner is called for a screen reader (its picture's alt): the wire gives a banner no title or text
 * (spec 01, 3: bannerId, groupName, url, linkageType), so a banner is named by where it leads, the promotion's
 * title or the page's name, with its place among the group's ("Banner 2 of 5" when it leads nowhere known).
 */
export function bannerName(
  banner: Banner,
  place: { index: number; total: number },
  known: { promotions: { id: number; title: string }[]; sections: Sections },
  t: (key: 'keys.bannerDot' | 'keys.bannerTo', values: Record<string, string | number>) => string,
): string {
  const values = { index: place.index + 1, total: place.total };
  const name =
    banner.linkageType === 'PROMOTION'
      ? known.promotions.find((p) => String(p.id) === banner.linkage)?.title
      : banner.linkageType === 'ROUTE'
        ? known.sections[banner.linkage.replace(/^\//, '').split(/[?#/]/)[0] || 'home']
        : undefined;
  return name ? t('keys.bannerTo', { ...values, name }) : t('keys.bannerDot', values);
}

/** The names of a group's banners, in order, in the player's language. */
export function useBannerNames(banners: Banner[]): string[] {
  const { t } = useTranslation('common');
  const promotions = useAppSelector(selectNotice)?.promotion ?? [];
  const sections = t('routes.sections', { returnObjects: true }) as Sections;
  return banners.map((banner, index) => bannerName(banner, { index, total: banners.length }, { promotions, sections }, t));
}
