import type { FastifyInstance } from 'fastify';
import { calls, type AnnouncementExecution, type SiteLanguage } from '@portal/contracts';
import { ANNOUNCEMENT_TRANSLATIONS, generateAnnouncements, type SeededAnnouncement } from '@portal/fixtures';
import { requireUser } from '../identity/session-auth';
import { defineCall } from '../platform/define-call';
import { ok } from '../platform/envelope';
import type { World } from '../platform/world';
import { promotionItems } from '../promotions/promotion-items';
import { contentLanguageOf, inLanguage } from '../platform/content-language';

/** The popups each execution shows: a first login is a login too, so F brings the after-login ones as well. */
const POPUPS_OF: Record<AnnouncementExecution, AnnouncementExecution[]> = { B: ['B'], A: ['A'], F: ['F', 'A'] };

const newestFirst = (a: SeededAnnouncement, b: SeededAnnouncement) => b.date - a.date;
/** The wire's announcement, without the fake's own note of when a popup shows. */
const onWire = ({ execution: _execution, ...a }: SeededAnnouncement) => a;
/** The announcements, newest first, in the language asked where the back office wrote one (else in English). */
const announcementsOf = (world: World, language: SiteLanguage) =>
  generateAnnouncements(world.now())
    .sort(newestFirst)
    .map((a) => inLanguage(a, language, ANNOUNCEMENT_TRANSLATIONS));

/** The popups an execution shows, newest first (the home notice's are those of B), in the language asked. */
export const popupsOf = (world: World, execution: AnnouncementExecution, language: SiteLanguage) =>
  announcementsOf(world, language)
    .filter((a) => a.type === 'PU' && POPUPS_OF[execution].includes(a.execution ?? 'B'))
    .map(onWire);

/**
 * MCSFE_getListAnnouncements (spec 04): each asked type fills its list, B banners, PL and H player, PU popup (of
 * the execution asked), PR promotion, A agent; a list not asked for is empty. A and F are after a login: a call
 * without a live token is refused with 401, like every call that needs one.
 */
export async function announcementRoutes(app: FastifyInstance) {
  defineCall(app, calls.announcements, ({ request, body: { types, executionType } }) => {
    if (executionType !== 'B') requireUser(request);
    const asked = new Set(types.split(','));
    const language = contentLanguageOf(request.headers);
    const all = announcementsOf(request.world, language);
    const ofTypes = (...wanted: string[]) => all.filter((a) => wanted.includes(a.type) && asked.has(a.type)).map(onWire);
    return ok({
      banners: ofTypes('B'),
      player: ofTypes('PL', 'H'),
      popup: asked.has('PU') ? popupsOf(request.world, executionType, language) : [],
      promotion: asked.has('PR') ? promotionItems(request.world, language) : [],
      agent: ofTypes('A'),
    });
  });
}
