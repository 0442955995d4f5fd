import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp } from '../helpers';
import { describeLaunchedPage, makeOwner, openLaunched, type Owner } from '../launched-helpers';
import { servicePart } from '../../src/service/service-state';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

// The audit's title (issue 22, item 2), and the same trick as a player's and an agent's message.
const HOSTILE = '</script><script>alert(document.domain)</script>';
const launch = async ({ client, token }: Owner, title = 'Support') => {
  const address = (await client.get(`/wps/relay/CBS_launchChat?b2c=1&title=${encodeURIComponent(title)}`, client.auth(token))).body?.value
    .chatUrl as string;
  // An agent's answer the player has not read: reading the chat would mark it read.
  await client.post('/__admin/chat/player01', { text: 'Hello from the service desk' });
  return address;
};

describeLaunchedPage('the chat window', () => app, {
  launch,
  actions: [
    { name: 'its page', method: 'GET', path: (page) => page },
    { name: 'reading its messages', method: 'GET', path: (page) => `${page}/messages` },
    { name: 'writing a message', method: 'POST', path: (page) => `${page}/messages`, body: () => ({ text: 'written by someone else' }) },
  ],
  observe: (world, { userId }) => world.part(servicePart).chat.conversations.get(userId),
});

describe('the chat window with hostile values', () => {
  it('writes a hostile title as escaped text and as a script literal that cannot end its script', async () => {
    const owner = await makeOwner(app, 'chat-hostile');
    const page = await openLaunched(owner.client, await launch(owner, HOSTILE));
    await owner.client.post(`${page}/messages`, { text: `${HOSTILE}<img src=x onerror=alert(1)>` });
    await owner.client.post('/__admin/chat/player01', { text: `${HOSTILE}\u2028<!--` });
    const html = (await owner.client.get(page)).raw;
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script/g)).toHaveLength(1);
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(document.domain)&lt;/script&gt;</title>');
    expect(html).toContain(
      String.raw`$('title').textContent="\u003c/script\u003e\u003cscript\u003ealert(document.domain)\u003c/script\u003e";`,
    );
    const { messages } = (await owner.client.get(`${page}/messages`)).body!.value;
    expect(messages.map((m: { text: string }) => m.text)).toEqual([
      'Hello from the service desk',
      `${HOSTILE}<img src=x onerror=alert(1)>`,
      `${HOSTILE}\u2028<!--`,
    ]);
  });

  it('keeps a colour that is not one out of its style', async () => {
    const owner = await makeOwner(app, 'chat-hostile');
    const page = await openLaunched(owner.client, await launch(owner));
    app.worlds.get(owner.world).part(servicePart).chat.sessions.get(page.split('/').pop()!)!.headerColor =
      'red}</style><script>alert(1)</script>';
    const html = (await owner.client.get(page)).raw;
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('header{background:#6142bf;');
  });
});
