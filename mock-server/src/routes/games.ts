import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  announcementsRequestSchema,
  favoriteChangeSchema,
  favoriteListRequestSchema,
  gameCategories,
  GameCode,
  gameListRequestSchema,
  hotGamesRequestSchema,
  pagedRequestSchema,
  Relay,
  roomListRequestSchema,
  type GameCategory,
} from '@portal/contracts';
import { catalogueFor, generateAnnouncements, vendorCards, vendors } from '@portal/fixtures';
import { page, searchGames } from '../domain/games/catalogue-queries';
import { fail, ok } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/validate';
import { requireUser } from '../plugins/session-auth';

/** Menu order of the lanes (spec 01, 2.4), then the categories the menu lists after them. */
const LANE_ORDER: GameCategory[] = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT', 'INHOUSE'];

type Handler = (request: FastifyRequest, body: unknown) => unknown;

/** Every relayed call is POST /wps/relay/<NAME> with a JSON body (an empty one when it takes nothing). */
export async function gameRoutes(app: FastifyInstance) {
  const catalogue = (request: FastifyRequest) => catalogueFor(request.world.scenario.seed);

  const handlers: Record<string, Handler> = {
    [Relay.newGameVendor]: (request) => {
      const empty = new Set(request.world.scenario.emptyCategories);
      const lanes = LANE_ORDER.map((title) => ({
        title,
        gameClassify: title,
        cards: empty.has(title) ? [] : vendorCards(catalogue(request), title),
      }));
      return ok({ data: { lanes } });
    },

    [Relay.gameList]: (request, body) => {
      const query = parseInput(gameListRequestSchema, body);
      if (request.world.scenario.emptyCategories.includes(query.gameType)) return ok({ games: [], totalPages: 1, totalCount: 0 });
      const { items, totalPages, totalCount } = searchGames(catalogue(request), query);
      return ok({ games: items, totalPages, totalCount });
    },

    [Relay.hotGames]: (request, body) => {
      const { vassalage } = parseInput(hotGamesRequestSchema, body);
      const hot = catalogue(request).games.filter(
        (g) => g.isHot === 1 && g.gameType === 'RNG' && (!vassalage || g.vassalage === vassalage),
      );
      return ok({ list: hot.slice(0, 42) });
    },

    [Relay.vassGameType]: (request) => {
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
    },

    [Relay.recentGames]: (request, body) => {
      const { user } = requireUser(request);
      const { pageNo, pageSize } = parseInput(pagedRequestSchema, body);
      const ids = request.world.games.recent.get(user.id) ?? [];
      const games = ids.map((id) => catalogue(request).byNodeId.get(id)).filter((g) => g !== undefined);
      const { items, totalPages } = page(games, pageNo, pageSize);
      return ok({ list: items, totalPages });
    },

    [Relay.favoriteIds]: (request) => ok([...request.world.games.favouritesOf(requireUser(request).user.id)]),

    [Relay.favoriteList]: (request, body) => {
      const { user } = requireUser(request);
      const { gameType, pageNo, pageSize } = parseInput(favoriteListRequestSchema, body);
      const games = [...request.world.games.favouritesOf(user.id)]
        .map((id) => catalogue(request).byNodeId.get(id))
        .filter((g) => g !== undefined && g.gameType === gameType);
      const { items, totalPages } = page(games, pageNo, pageSize);
      return ok({ content: items, pageNum: pageNo, totalPages });
    },

    [Relay.addFavorite]: (request, body) => changeFavourite(request, body, 'add'),
    [Relay.removeFavorite]: (request, body) => changeFavourite(request, body, 'remove'),

    [Relay.roomList]: (request, body) => {
      const { vassalage } = parseInput(roomListRequestSchema, body);
      const games = (catalogue(request).byVendor.get(vassalage) ?? []).filter((g) => g.gameType === 'PVP');
      if (games.length === 0) return fail(GameCode.NotFound, `No rooms for ${vassalage}`);
      return ok({
        content: games
          .slice(0, 8)
          .map((g, i) => ({ roomId: g.nodeId, name: g.gameName, vassalage, minBet: g.minBet, players: 2 + ((g.nodeId + i) % 7) })),
      });
    },

    [Relay.announcements]: (request, body) => {
      const { types, pageNo, pageSize } = parseInput(announcementsRequestSchema, body);
      const wanted = new Set(types.split(','));
      const list = generateAnnouncements(request.world.now()).filter((a) => wanted.has(a.type));
      const { items, totalPages } = page(list, pageNo, pageSize);
      return ok({ list: items, totalPages });
    },
  };

  function changeFavourite(request: FastifyRequest, body: unknown, change: 'add' | 'remove') {
    const { user } = requireUser(request);
    const { nodeId, vendor, gameType } = parseInput(favoriteChangeSchema, body);
    const game = catalogue(request).byNodeId.get(nodeId);
    if (!game || game.vassalage !== vendor || game.gameType !== gameType) return fail(GameCode.NotFound, `No game ${nodeId} of ${vendor}`);
    const favourites = request.world.games.favouritesOf(user.id);
    if (change === 'add') favourites.add(nodeId);
    else favourites.delete(nodeId);
    return ok([...favourites]);
  }

  // The token is checked before the body is read: a caller without a session learns that first.
  const needsToken = new Set<string>([Relay.recentGames, Relay.favoriteIds, Relay.favoriteList, Relay.addFavorite, Relay.removeFavorite]);
  app.addHook('onRequest', async (request) => {
    if (needsToken.has((request.params as { name?: string }).name ?? '')) requireUser(request);
  });

  app.post('/wps/relay/:name', async (request) => {
    const { name } = request.params as { name: string };
    const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
    if (!handler) throw new HttpError(404, 'NOT_FOUND', `No relayed call ${name}`);
    return handler(request, request.body ?? {});
  });
}
