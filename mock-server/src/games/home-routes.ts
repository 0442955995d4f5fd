import type { FastifyInstance } from 'fastify';
import { gameCalls, WhitelabelFlag } from '@portal/contracts';
import { generateAnnouncements, generateBanners, NOTICES } from '@portal/fixtures';
import { defineCall } from '../platform/define-call';
import { ok } from '../platform/envelope';
import { isModuleOn } from '../platform/module-gate';

/** Banner groups of a page that belongs to a module: a site without the module shows none of them. */
const GROUP_MODULE: Record<string, WhitelabelFlag> = { w_shop: WhitelabelFlag.PointsMall };

/** Home content: the notice, the banners per group and the popup announcements. */
export async function homeRoutes(app: FastifyInstance) {
  defineCall(app, gameCalls.homeNotice, ({ request }) =>
    ok({
      notice: NOTICES,
      banners: generateBanners().filter((b) => {
        const flag = GROUP_MODULE[b.groupName];
        return flag === undefined || isModuleOn(request.world, flag);
      }),
      popup: generateAnnouncements(request.world.now()).filter((a) => a.type === 'PU'),
    }),
  );
}
