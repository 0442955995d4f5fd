import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { CHAT_HEADER_COLOR, ServiceCode, serviceCalls, TRIAL_ACCOUNT_TYPE, type SiteLanguage } from '@portal/contracts';
import { generateAnnouncements } from '@portal/fixtures';
import { grantLaunch, keepLaunched, launchAddress, launchedFor, servePage, type PageKind } from '../identity/launched-page';
import { sessionUser } from '../identity/session-auth';
import { defineCall, type CallHandler } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { HttpError } from '../platform/http-error';
import { parseInput } from '../platform/validate';
import { chatPage } from './chat-page';
import { chatQueueOf } from './chat-queue';
import { CHAT_MESSAGE_MAX } from './chat-state';
import { helpCenterIn } from './service-content';
import { winnersBoard } from './winners-board';
import { identityPart } from '../identity/identity-state';
import { servicePart } from './service-state';

const trialRefused = () => fail(ServiceCode.TrialNotAllowed, 'Chat needs a real account. Please register one first.');
const messageSchema = z.strictObject({
  text: z.pipe(
    z.pipe(
      z.string(),
      z.transform((t) => t.trim()),
    ),
    z
      .string()
      .check(
        z.minLength(1, { error: 'write something first' }),
        z.maxLength(CHAT_MESSAGE_MAX, { error: `at most ${CHAT_MESSAGE_MAX} characters` }),
      ),
  ),
});

const CHAT: PageKind = { noun: 'chat', again: 'open it again from the portal' };
const chatPath = (id: string) => `/wps/static/chat/${id}`;
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** The chat the address names, its player and conversation, when the request may act for it. */
function chatSessionOf(request: FastifyRequest, reply: FastifyReply) {
  const found = launchedFor(request, reply, idOf(request), request.world.part(servicePart).chat.sessions.get(idOf(request)), CHAT);
  if ('refusal' in found) return found;
  return { ...found, conversation: request.world.part(servicePart).chat.conversationOf(found.user.id, found.session.queue) };
}

export async function serviceRoutes(app: FastifyInstance) {
  defineCall(app, serviceCalls.chatLaunch, ({ request, user, token, query }) => {
    if (user.type === TRIAL_ACCOUNT_TYPE) return trialRefused();
    const chat = request.world.part(servicePart).chat;
    const sessionId = randomBytes(12).toString('hex');
    const queue = chatQueueOf(request.world, user);
    const launch = grantLaunch(token);
    keepLaunched(chat.sessions, sessionId, {
      sessionId,
      userId: user.id,
      queue,
      title: query.title ?? 'Customer service',
      headerColor: query.headerColor ?? CHAT_HEADER_COLOR,
      launch,
    });
    chat.conversationOf(user.id, queue);
    return ok({ chatUrl: launchAddress(chatPath(sessionId), launch), queue });
  });

  defineCall(app, serviceCalls.chatUnread, ({ request, user }) => ok(request.world.part(servicePart).chat.unreadByPlayer(user.id)));

  // The chat window (the provider's page) and its messages; opening or reading it marks the agent's messages read.
  app.get('/wps/static/chat/:id', async (request, reply) => {
    const id = idOf(request);
    const session = request.world.part(servicePart).chat.sessions.get(id);
    return servePage(request, reply, {
      id,
      path: chatPath(id),
      session,
      kind: CHAT,
      html: (s) => chatPage(chatPath(id), s.title, s.headerColor, s.queue),
    });
  });
  app.get('/wps/static/chat/:id/messages', async (request, reply) => {
    const found = chatSessionOf(request, reply);
    if ('refusal' in found) return found.refusal;
    const { conversation } = found;
    request.world.part(servicePart).chat.markReadByPlayer(conversation);
    return ok({ queue: conversation.queue, messages: conversation.messages });
  });
  app.post('/wps/static/chat/:id/messages', async (request, reply) => {
    const found = chatSessionOf(request, reply);
    if ('refusal' in found) return found.refusal;
    const { text } = parseInput(messageSchema, request.body);
    return ok(request.world.part(servicePart).chat.say(found.conversation, 'PLAYER', text, request.world.now()));
  });

  defineCall(app, serviceCalls.helpCenter, ({ query }) => ok(helpCenterIn((query.language ?? 'EN') as SiteLanguage)));

  // PUT as seen, POST as the spec also reads it: the same rules, the same answer.
  const takeFeedback: CallHandler<typeof serviceCalls.feedback> = ({ request, body }) => {
    const user = sessionUser(request);
    const stored = request.world
      .part(servicePart)
      .addFeedback({ ...body, ...(user && { userId: user.id }), createdAt: request.world.now() });
    return ok({ feedbackId: stored.feedbackId });
  };
  defineCall(app, serviceCalls.feedback, takeFeedback);
  defineCall(app, serviceCalls.feedbackByPost, takeFeedback);

  defineCall(app, serviceCalls.winners, ({ request, query }) =>
    ok({ list: winnersBoard(request.world, query.gameCategory, query.limitNum) }),
  );

  defineCall(app, serviceCalls.announcementRead, ({ request, user, body }) => {
    const world = request.world;
    if (!generateAnnouncements(world.now()).some((a) => a.id === body.announcementId)) {
      return fail(ServiceCode.AnnouncementNotFound, `No announcement ${body.announcementId}`);
    }
    const reads = world.part(servicePart).announcementReads.get(user.id) ?? new Set<number>();
    if (body.read) reads.add(body.announcementId);
    else reads.delete(body.announcementId);
    world.part(servicePart).announcementReads.set(user.id, reads);
    return ok({ announcementId: body.announcementId, read: body.read });
  });
}

// QA's answer is held to the player's rule: trimmed, not empty, at most CHAT_MESSAGE_MAX characters.
const answerSchema = messageSchema;

/** QA as the service agent: GET /__admin/chat, POST /__admin/chat/:username { text }; GET /__admin/feedback. */
export async function serviceAdminRoutes(app: FastifyInstance) {
  app.get('/__admin/chat', async (request) => {
    const identity = request.world.part(identityPart);
    const chat = request.world.part(servicePart).chat;
    return ok(
      [...chat.conversations.values()].map((c) => ({
        username: identity.userById(c.userId)?.username ?? null,
        queue: c.queue,
        unreadByPlayer: chat.unreadByPlayer(c.userId),
        messages: c.messages,
      })),
    );
  });
  app.post('/__admin/chat/:username', async (request) => {
    const { text } = parseInput(answerSchema, request.body);
    const user = request.world.part(identityPart).findUser((request.params as { username: string }).username);
    if (!user) throw new HttpError(404, 'NOT_FOUND', 'No such player');
    const chat = request.world.part(servicePart).chat;
    const conversation = chat.conversationOf(user.id, chatQueueOf(request.world, user));
    return ok(chat.say(conversation, 'AGENT', text, request.world.now()));
  });
  app.get('/__admin/feedback', async (request) => ok([...request.world.part(servicePart).feedback].reverse()));
}
