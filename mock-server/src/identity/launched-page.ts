import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Failure } from '@portal/contracts';
import { fail } from '../platform/envelope';
import { tokenOf } from './session-auth';
import type { User } from './users';
import { identityPart } from './identity-state';

/**
 * Launched pages (the provider's pages the portal frames or pops up: slot, lottery lobby, chat window) act
 * only for the portal session that launched them (contracts/README.md, "Launched games"). The launch answers
 * `<page>?key=<launch key>`; the page's first GET trades the key, once, for an HttpOnly, SameSite=Strict cookie
 * scoped to the page's path and redirects to the bare page; every request after needs that cookie, no portal
 * token of anyone else, and the launching portal session still live.
 */
export const LaunchCode = {
  SessionEnded: 'GAME_SESSION_ENDED',
  NotYours: 'GAME_SESSION_NOT_YOURS',
} as const;

/** What a launch keeps to know its browser again; saved with the session it belongs to. */
export type LaunchGrant = {
  /** In the launch address; good for one page open. */
  key: string;
  keyUsed: boolean;
  /** The page cookie's value, once the key was traded for it. */
  proof?: string;
  /** The portal session that launched the page: when it ends (logout, expiry), the page ends too. */
  portalToken: string;
};

/** A launched page's session: its id is the last part of the page's path. */
export type Launched = { userId: number; launch?: LaunchGrant };

/** How a page names itself in its refusals. */
export type PageKind = { noun: string; again: string };

export const grantLaunch = (portalToken: string): LaunchGrant => ({
  key: randomBytes(16).toString('hex'),
  keyUsed: false,
  portalToken,
});

/** How many pages of one kind (slot, lottery lobby, chat) each player keeps open; tests may lower it. */
export const launchedLimit = { perPlayer: 20 };

/**
 * Keeps a launched page's session: beyond `launchedLimit.perPlayer` pages of this kind, the same player's oldest
 * ends. The cap is per player, so one player launching again and again never ends another player's pages.
 */
export function keepLaunched<S extends Launched>(sessions: Map<string, S>, id: string, session: S) {
  sessions.set(id, session);
  const mine = [...sessions].filter(([, s]) => s.userId === session.userId);
  for (const [oldest] of mine.slice(0, Math.max(0, mine.length - launchedLimit.perPlayer))) sessions.delete(oldest);
}

/** The address a launch answers: the page and its one-use key. */
export const launchAddress = (pagePath: string, grant: LaunchGrant) => `${pagePath}?key=${grant.key}`;

const cookieName = (id: string) => `launch_${id}`;
const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

type Found<S> = { session: S; user: User } | { refusal: Failure };

function refuse(reply: FastifyReply, status: number, code: string, message: string): { refusal: Failure } {
  reply.code(status);
  return { refusal: fail(code, message) };
}

/**
 * The page's session and player when this request may act for it; else the refusal (with its status) to answer.
 * `key`: the launch key the page GET brought, which stands in for the cookie once (the caller then sets it).
 */
function check<S extends Launched>(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  session: S | undefined,
  kind: PageKind,
  key?: string,
): Found<S> & { traded?: boolean } {
  const identity = request.world.part(identityPart);
  const user = session && identity.userById(session.userId);
  if (!session || !user) return refuse(reply, 404, LaunchCode.SessionEnded, `This ${kind.noun} has ended: ${kind.again}`);
  const notYours = (why: string) => refuse(reply, 403, LaunchCode.NotYours, `This ${kind.noun} ${why}: ${kind.again}`);
  const token = tokenOf(request);
  if (token !== undefined && identity.sessionUser(token)?.id !== user.id) return notYours('belongs to another player');
  const grant = session.launch;
  const byCookie = same(request.cookies[cookieName(id)], grant?.proof);
  const byKey = !byCookie && grant !== undefined && !grant.keyUsed && same(key, grant.key);
  if (!byCookie && !byKey) {
    return notYours(key === undefined ? 'was opened in another browser, or not from the portal' : 'link was already used or is wrong');
  }
  if (identity.sessionUser(grant!.portalToken)?.id !== user.id) {
    return refuse(
      reply,
      401,
      LaunchCode.SessionEnded,
      `This ${kind.noun} ended with the portal session that opened it: log in and ${kind.again}`,
    );
  }
  return { session, user, traded: byKey };
}

/** For a page's API call: its session and player, or the refusal to answer. */
export function launchedFor<S extends Launched>(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  session: S | undefined,
  kind: PageKind,
): Found<S> {
  const { traded: _, ...found } = check(request, reply, id, session, kind);
  return found;
}

/**
 * Answers a launched page's GET: with the launch key, trades it for the page cookie and redirects to the page
 * without it (the key leaves the address bar, history and Referer); with the cookie, the page itself.
 */
export async function servePage<S extends Launched>(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    id,
    path,
    session,
    kind,
    html,
  }: { id: string; path: string; session: S | undefined; kind: PageKind; html: (session: S, user: User) => string },
) {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const key = query.get('key') ?? undefined;
  const found = check(request, reply, id, session, kind, key);
  if ('refusal' in found) return found.refusal;
  reply.header('cache-control', 'no-store');
  if (found.traded) {
    const grant = found.session.launch!;
    grant.keyUsed = true;
    grant.proof = randomBytes(24).toString('hex');
    reply.setCookie(cookieName(id), grant.proof, { path, httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' });
  }
  if (key !== undefined) {
    query.delete('key');
    const rest = query.toString();
    return reply.redirect(rest ? `${path}?${rest}` : path, 303);
  }
  return reply.type('text/html; charset=utf-8').send(html(found.session, found.user));
}
