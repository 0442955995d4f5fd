import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, gameCalls, gameCategories, GameCode, type Game, type GameCategory } from '@portal/contracts';
import { catalogueFor, vendorCards, vendors } from '@portal/fixtures';
import { defineCall, type CallContext } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { HttpError } from '../platform/http-error';
import { page, searchGames } from './catalogue-queries';
import { gamesPart } from './games-state';

/** Menu order of the lanes (spec 01, 2.4), then the categories the menu lists after them. */
const LANE_ORDER: GameCategory[] = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT', 'INHOUSE'];

const catalogue = (request: FastifyRequest) => catalogueFor(request.world.scenario.seed);

/** The relayed calls: the reads spec 02 lists as GET take the query, the rest POST a JSON body (an empty one when it takes nothing). */
export async function relayRoutes(app: FastifyInstance) {
  defineCall(app, gameCalls.vendors, ({ request }) => {
    const empty = new Set(request.world.scenario.emptyCategories);
    const lanes = LANE_ORDER.map((title) => ({
      title,
      gameClassify: title,
      cards: empty.has(title) ? [] : vendorCards(catalogue(request), title),
    }));
    return ok({ data: { lanes } });
  });

  defineCall(app, gameCalls.gameList, ({ request, query }) => {
    if (request.world.scenario.emptyCategories.includes(query.gameType)) return ok({ games: [], totalPages: 1, totalCount: 0 });
    const { items, totalPages, totalCount } = searchGames(catalogue(request), query);
    return ok({ games: items, totalPages, totalCount });
  });

  defineCall(app, gameCalls.hotGames, ({ request, body: { vassalage } }) => {
    const hot = catalogue(request).games.filter((g) => g.isHot === 1 && g.gameType === 'RNG' && (!vassalage || g.vassalage === vassalage));
    return ok({ list: hot.slice(0, 42) });
  });

  defineCall(app, gameCalls.vassGameType, ({ request }) => {
    const content: Record<string, Record<string, string[]>> = {};
    for (const category of gameCategories) {
      content[category] = {};
      for (const v of vendors.filter((x) => x.gameType === category)) {
        content[category][v.vassalage] = [
          ...new Set((catalogue(request).byVendor.get(v.vassalage) ?? []).map((g) => g.gameClassify)),
        ].sort();
      }
    }
    return ok({ content });
  });

  defineCall(app, gameCalls.recent, ({ request, user, query: { pageNo, pageSize } }) => {
    const ids = request.world.part(gamesPart).recent.get(user.id) ?? [];
    const games = ids.map((id) => catalogue(request).byNodeId.get(id)).filter((g) => g !== undefined);
    const { items, totalPages } = page(games, pageNo, pageSize);
    return ok({ list: items, totalPages });
  });

  defineCall(app, gameCalls.favouriteIds, ({ request, user }) => ok([...request.world.part(gamesPart).favouriteIdsOf(user.id)]));

  defineCall(app, gameCalls.favouriteList, ({ request, user, query: { gameType, pageNo, pageSize } }) => {
    const games = [...request.world.part(gamesPart).favouriteIdsOf(user.id)]
      .map((id) => catalogue(request).byNodeId.get(id))
      .filter((g): g is Game => g !== undefined && g.gameType === gameType);
    const { items, totalPages } = page(games, pageNo, pageSize);
    return ok({ content: items, pageNum: pageNo, totalPages });
  });

  const changeFavourite =
    (change: 'add' | 'remove') =>
    ({ request, user, body: { nodeId, vendor, gameType } }: CallContext<typeof gameCalls.addFavourite>) => {
      const game = catalogue(request).byNodeId.get(nodeId);
      if (!game || game.vassalage !== vendor || game.gameType !== gameType)
        return fail(GameCode.NotFound, `No game ${nodeId} of ${vendor}`);
      const favourites = request.world.part(gamesPart).favouritesOf(user.id);
      if (change === 'add') favourites.add(nodeId);
      else favourites.delete(nodeId);
      return ok([...favourites]);
    };
  defineCall(app, gameCalls.addFavourite, changeFavourite('add'));
  defineCall(app, gameCalls.removeFavourite, changeFavourite('remove'));

  defineCall(app, gameCalls.rooms, ({ request, query: { vassalage } }) => {
    const games = (catalogue(request).byVendor.get(vassalage) ?? []).filter((g) => g.gameType === 'PVP');
    if (games.length === 0) return fail(GameCode.NotFound, `No rooms for ${vassalage}`);
    return ok({
      content: games
        .slice(0, 8)
        .map((g, i) => ({ roomId: g.nodeId, name: g.gameName, vassalage, minBet: g.minBet, players: 2 + ((g.nodeId + i) % 7) })),
    });
  });

  // Each relay has its own route; any other name is answered here, and a POST to a relay read with GET with 405 naming GET.
  app.post('/wps/relay/:name', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (app.hasRoute({ method: 'GET', url: path })) {
      reply.code(405).header('Allow', 'GET');
      return fail(ErrorCode.MethodNotAllowed, `POST is not allowed on ${path}; use GET`);
    }
    throw new HttpError(404, 'NOT_FOUND', `No relayed call ${(request.params as { name: string }).name}`);
  });
}
