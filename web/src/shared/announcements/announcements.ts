import { ANNOUNCEMENT_TYPES, type AnnouncementExecution, type Promotion } from '@portal/contracts';
import { callByName } from '../http/call-by-name';
import type { HttpClient } from '../http/http-client';

/**
 * The announcements relay as the brand asks it (spec 01 section 9: types B,PL,PU,PR,H, platform W): banners,
 * player, popup and promotion in one answer; agents ask with type A. Execution B before login, A after a login,
 * F on a first login (those two need the token, which the client sends whenever it has one).
 */
export const fetchAnnouncements = (http: HttpClient, executionType: AnnouncementExecution = 'B', types = ANNOUNCEMENT_TYPES) =>
  callByName(http, 'announcements', { data: { types, platform: 'W', executionType } });

/** The promotions list (the promotions page, the registration's new-player carousel): the relay's `promotion` (spec 04). */
export const fetchPromotions = async (http: HttpClient) => (await fetchAnnouncements(http)).promotion;

/** Announcements newest first (by `date`), whatever order the relay answered or a login's popups joined in; a new list. */
export const newestFirst = <T extends { date: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => b.date - a.date);

/** The announcements lists page 9 at a time (spec 04); the relay answers each list whole, so the client pages it. */
export const ANNOUNCEMENT_PAGE_SIZE = 9;
export function announcementPage<T>(items: readonly T[], pageNo: number) {
  const totalPages = Math.max(1, Math.ceil(items.length / ANNOUNCEMENT_PAGE_SIZE));
  const page = Math.min(Math.max(1, pageNo), totalPages);
  return { list: items.slice((page - 1) * ANNOUNCEMENT_PAGE_SIZE, page * ANNOUNCEMENT_PAGE_SIZE), page, totalPages };
}

/** A promotion's picture: its announcement image at sequence 1 (spec 04), else the first it has. */
export const promotionImage = (promotion: Pick<Promotion, 'announcementImages'>) =>
  (promotion.announcementImages.find((i) => i.sequence === 1) ?? promotion.announcementImages[0])?.url;
