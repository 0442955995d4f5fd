import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { gameCalls, GameCode, TRIAL_ACCOUNT_TYPE } from '@portal/contracts';
import { catalogueFor } from '@portal/fixtures';
import { defineCall, type CallContext } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { recommendInstead } from './catalogue-queries';

type Launch = { gameName: string; vassalage: string; player: string; at: number };
const launches = new Map<string, Launch>();

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Launching a game records it as recent and answers the address of a small game page the fake serves. */
export async function launchRoutes(app: FastifyInstance) {
  // launchGame and launch/v2 take the same request and differ only in the field of the address.
  const launch =
    (field: 'game_url' | 'game_url2') =>
    ({ request, user, body }: CallContext<typeof gameCalls.launch | typeof gameCalls.launchV2>) => {
      if (user.type === TRIAL_ACCOUNT_TYPE) return fail(GameCode.TrialNotAllowed, 'This needs a real account. Please register one first.');
      const catalogue = catalogueFor(request.world.scenario.seed);
      const game = catalogue.byNodeId.get((body.nodeId ?? body.roomId)!);
      if (!game || game.vassalage !== body.vassalage)
        return fail(GameCode.NotFound, `No game ${body.nodeId ?? body.roomId} of ${body.vassalage}`);
      if (game.maintenance) {
        return fail(GameCode.Maintenance, `${game.gameName} is under maintenance, try one of these`, {
          recommended: recommendInstead(catalogue, game),
        });
      }
      request.world.games.played(user.id, game.nodeId);
      const id = randomBytes(12).toString('hex');
      launches.set(id, { gameName: game.gameName, vassalage: game.vassalage, player: user.username, at: request.world.now() });
      if (launches.size > 5000) launches.delete(launches.keys().next().value!);
      return ok({ content: { [field]: `/wps/static/play/${id}` } });
    };

  defineCall(app, gameCalls.launch, launch('game_url'));
  defineCall(app, gameCalls.launchV2, launch('game_url2'));

  app.get('/wps/static/play/:id', async (request, reply) => {
    const entry = launches.get((request.params as { id: string }).id);
    if (!entry) return reply.code(404).send(fail('NOT_FOUND', 'This game session has ended'));
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(entry.gameName)}</title><style>body{margin:0;display:grid;place-items:center;height:100vh;font-family:sans-serif;background:radial-gradient(circle,#3a1f8f,#120e22);color:#fff}h1{margin:0 0 .5rem}</style></head><body><main><h1 data-testid="game-title">${escapeHtml(entry.gameName)}</h1><p>${escapeHtml(entry.vassalage)} · playing as ${escapeHtml(entry.player)}</p><p>The fake backend's stand-in for the provider's game.</p></main></body></html>`,
      );
  });
}
