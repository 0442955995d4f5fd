import type { FastifyInstance } from 'fastify';
import { fail } from '../platform/envelope';
import { promotionsOf } from './promotion-rules';

const PALETTE = [
  ['#3a1f8f', '#b0409a'],
  ['#0f5c8a', '#22b8a7'],
  ['#8a3a0f', '#f5c451'],
  ['#1f3a8f', '#6142bf'],
];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function promotionRoutes(app: FastifyInstance) {
  // The list is the announcements relay's `promotion` (games/announcement-routes.ts, promotion-items.ts).
  // The promotion banners themselves: real images the fake draws, so pages show something true to size.
  app.get('/wps/static/promo/:id.svg', async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const promotion = promotionsOf(request.world).find((p) => p.id === id);
    if (!promotion) return reply.code(404).send(fail('NOT_FOUND', `No promotion ${id}`));
    const [from, to] = PALETTE[id % PALETTE.length]!;
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 240"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="800" height="240" rx="24" fill="url(#g)"/><circle cx="690" cy="60" r="90" fill="#fff" opacity=".12"/><text x="48" y="130" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff">${escapeXml(promotion.title)}</text><text x="48" y="180" font-family="sans-serif" font-size="22" fill="#fff" opacity=".85">${escapeXml((promotion.category ?? 'other_promo').replace('_', ' '))}</text></svg>`,
      );
  });
}
