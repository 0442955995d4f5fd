import type { FastifyInstance } from 'fastify';
import { gameCalls } from '@portal/contracts';
import { generateAnnouncements, generateBanners, NOTICES } from '@portal/fixtures';
import { defineCall } from '../platform/define-call';
import { ok } from '../platform/envelope';

/** Home content: the notice, the banners per group and the popup announcements. */
export async function homeRoutes(app: FastifyInstance) {
  defineCall(app, gameCalls.homeNotice, ({ request }) =>
    ok({
      notice: NOTICES,
      banners: generateBanners(),
      popup: generateAnnouncements(request.world.now()).filter((a) => a.type === 'PU'),
    }),
  );
}
