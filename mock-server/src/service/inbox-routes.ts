import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { inboxCalls, inboxCategories } from '@portal/contracts';
import type { User } from '../identity/users';
import { defineCall } from '../platform/define-call';
import { ok } from '../platform/envelope';
import { HttpError } from '../platform/http-error';
import { parseInput } from '../platform/validate';
import type { World } from '../platform/world';
import { type StoredMessage, inboxPart } from './inbox-state';
import { notify } from './notices';
import { identityPart } from '../identity/identity-state';

const publicMessage = ({ userId: _userId, ...message }: StoredMessage) => message;

/** A player's inbox starts with a welcome, delivered the first time it is looked at. */
function inboxOf(world: World, user: User) {
  if (!world.part(inboxPart).welcomed.has(user.id)) {
    world.part(inboxPart).welcomed.add(user.id);
    notify(world, user.id, 'WELCOME');
  }
  return world.part(inboxPart);
}

export async function inboxRoutes(app: FastifyInstance) {
  // A GET only reads: the welcome not yet delivered counts as unread, and the list (a POST) delivers it.
  defineCall(app, inboxCalls.inboxUnread, ({ request, user }) => {
    const inbox = request.world.part(inboxPart);
    return ok(inbox.unread(user.id) + (inbox.welcomed.has(user.id) ? 0 : 1));
  });

  defineCall(app, inboxCalls.inboxList, ({ request, user, body }) => {
    const all = inboxOf(request.world, user)
      .of(user.id)
      .filter((m) => !body.category || m.category === body.category);
    const content = all.slice((body.pageNo - 1) * body.pageSize, body.pageNo * body.pageSize).map(publicMessage);
    return ok({ content, totalPages: Math.max(1, Math.ceil(all.length / body.pageSize)), total: all.length });
  });

  defineCall(app, inboxCalls.inboxRead, ({ request, user, body }) => {
    const inbox = inboxOf(request.world, user);
    const changed = inbox.markRead(user.id, body.inboxIds);
    return ok({ changed, unread: inbox.unread(user.id) });
  });

  defineCall(app, inboxCalls.inboxDelete, ({ request, user, body }) => {
    const inbox = inboxOf(request.world, user);
    const changed = inbox.remove(user.id, body.inboxIds);
    return ok({ changed, unread: inbox.unread(user.id) });
  });
}

const sendSchema = z.strictObject({
  username: z.string().check(z.minLength(1), z.maxLength(32)),
  title: z.string().check(z.minLength(1), z.maxLength(120)),
  content: z.string().check(z.minLength(1), z.maxLength(5000)),
  category: z._default(z.enum(inboxCategories), 'SYSTEM'),
});

/** QA writes to a player: POST /__admin/messages { username, title, content, category }. */
export async function inboxAdminRoutes(app: FastifyInstance) {
  app.post('/__admin/messages', async (request) => {
    const body = parseInput(sendSchema, request.body);
    const user = request.world.part(identityPart).findUser(body.username);
    if (!user) throw new HttpError(404, 'NOT_FOUND', `No player ${body.username}`);
    const message = inboxOf(request.world, user).send({
      userId: user.id,
      category: body.category,
      title: body.title,
      content: body.content,
      createdAt: request.world.now(),
    });
    return ok(publicMessage(message));
  });
}
