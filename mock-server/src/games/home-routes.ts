import type { FastifyInstance } from 'fastify';
import { gameCalls, WhitelabelFlag } from '@portal/contracts';
import { generateBanners, NOTICES } from '@portal/fixtures';
import { defineCall } from '../platform/define-call';
import { popupsOf } from './announcement-routes';
import { contentLanguageOf } from '../platform/content-language';
import { ok } from '../platform/envelope';
import { isModuleOn } from '../platform/module-gate';
import { promotionItems } from '../promotions/promotion-items';

/** Banner groups of a page that belongs to a module: a site without the module shows none of them. */
const GROUP_MODULE: Record<string, WhitelabelFlag> = { w_shop: WhitelabelFlag.PointsMall };

/** Home content (spec 02's home state): `player` (the notice bar), the banners per group, the popups before login and the promotions. */
export async function homeRoutes(app: FastifyInstance) {
  defineCall(app, gameCalls.homeNotice, ({ request }) => {
    const language = contentLanguageOf(request.headers);
    return ok({
      player: NOTICES,
      banners: generateBanners().filter((b) => {
        const flag = GROUP_MODULE[b.groupName];
        return flag === undefined || isModuleOn(request.world, flag);
      }),
      popup: popupsOf(request.world, 'B', language),
      promotion: promotionItems(request.world, language),
    });
  });
}
