import type { FastifyInstance } from 'fastify';
import { CsType, PathType, serviceCalls, type PathListEntry } from '@portal/contracts';
import { sessionUser } from '../identity/session-auth';
import type { User } from '../identity/users';
import { defineCall } from '../platform/define-call';
import { ok } from '../platform/envelope';
import type { World } from '../platform/world';
import { systemStatusOf } from '../system/system-status';
import { chatQueueOf } from './chat-queue';
import { servicePart } from './service-state';

/**
 * The path list (spec 02: type '3' the chat link): the site's entries sealed as the status call seals them. One chat
 * link, the one the caller may use: the chat's own queue (chat-queue.ts) for a member, live chat for a visitor;
 * the VIP link is never handed to others.
 */
export async function pathListOf(world: World, user: User | undefined): Promise<PathListEntry[]> {
  const entries = (await systemStatusOf(world)).info.customerService;
  const chat = user ? chatQueueOf(world, user) : 'LIVECHAT';
  const chatLink = entries.find((e) => e.csType === chat) ?? entries.find((e) => e.csType === CsType.LiveChat);
  const messengers = entries.filter((e) => e.csType === CsType.Telegram || e.csType === CsType.Facebook);
  return [...(chatLink ? [{ ...chatLink, type: PathType.ChatLink }] : []), ...messengers.map((e) => ({ ...e, type: PathType.Messenger }))];
}

/** The customer-service path list, and the announcements a player has read. */
export async function customerServiceRoutes(app: FastifyInstance) {
  defineCall(app, serviceCalls.pathList, async ({ request }) =>
    ok({ version: { pathList: await pathListOf(request.world, sessionUser(request)) } }),
  );

  defineCall(app, serviceCalls.announcementReadState, ({ request, user }) => {
    const reads = request.world.part(servicePart).announcementReads.get(user.id) ?? new Set<number>();
    return ok([...reads].sort((a, b) => a - b).map((announcementId) => ({ announcementId, read: true })));
  });
}
