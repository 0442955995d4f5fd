import type { FastifyInstance } from 'fastify';
import { BANNER_TITLES, catalogueFor, generateBanners, vendors } from '@portal/fixtures';
import { fail } from '../platform/envelope';

const PALETTE = ['#6142bf', '#b0409a', '#1e88e5', '#2e7d32', '#ef6c00', '#00838f', '#c62828', '#5d4037'];
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const svg = (body: string, w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;

/** The banner, vendor and game images the catalogue and the home notice point at. */
export async function imageRoutes(app: FastifyInstance) {
  app.get('/wps/static/banner/:id.svg', async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const banner = generateBanners().find((b) => b.bannerId === id);
    if (!banner) return reply.code(404).send(fail('NOT_FOUND', `No banner ${id}`));
    const color = PALETTE[id % PALETTE.length];
    const title = BANNER_TITLES[banner.groupName] ?? banner.groupName.replace('w_', '').toUpperCase();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(
        svg(
          `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#120e22"/></linearGradient></defs><rect width="1200" height="360" fill="url(#g)"/><circle cx="1000" cy="120" r="180" fill="#f5c451" opacity=".18"/><text x="80" y="190" font-family="sans-serif" font-size="72" font-weight="700" fill="#fff">${escapeXml(title)}</text><text x="80" y="250" font-family="sans-serif" font-size="30" fill="#fff" opacity=".8">Banner ${id}</text>`,
          1200,
          360,
        ),
      );
  });

  app.get('/wps/static/vendor/:code.svg', async (request, reply) => {
    const code = (request.params as { code: string }).code;
    const vendor = vendors.find((v) => v.vassalage === code);
    if (!vendor) return reply.code(404).send(fail('NOT_FOUND', `No vendor ${code}`));
    const color = PALETTE[code.length % PALETTE.length];
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(
        svg(
          `<rect width="160" height="64" rx="12" fill="${color}"/><text x="80" y="41" text-anchor="middle" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff">${escapeXml(vendor.vassalage.slice(0, 8))}</text>`,
          160,
          64,
        ),
      );
  });

  app.get('/wps/static/game/:id.svg', async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const game = catalogueFor(request.world.scenario.seed).byNodeId.get(id);
    if (!game || game.showIcon.includes('missing-')) return reply.code(404).send(fail('NOT_FOUND', `No icon for game ${id}`));
    const color = PALETTE[id % PALETTE.length];
    const initials = game.gameName
      .split(' ')
      .slice(0, 2)
      .map((w) => w[0])
      .join('');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(
        svg(
          `<rect width="200" height="200" rx="28" fill="${color}"/><circle cx="150" cy="50" r="60" fill="#fff" opacity=".12"/><text x="100" y="118" text-anchor="middle" font-family="sans-serif" font-size="64" font-weight="800" fill="#fff">${escapeXml(initials)}</text><text x="100" y="170" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#fff" opacity=".85">${escapeXml(game.vassalage)}</text>`,
          200,
          200,
        ),
      );
  });
}
