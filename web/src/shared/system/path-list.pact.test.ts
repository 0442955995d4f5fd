import { MatchersV3 } from '@pact-foundation/pact';
import { encryptChatLink } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { makePact, PACT_TOKEN, pactHttp, success } from '../../test/pact';
import { chatLinkOf, fetchPathList } from './path-list';

const { arrayContaining, equal, string, eachLike } = MatchersV3;
const running = 'the site is running normally';
// A fixed IV keeps the example, and so the pact file, the same on every run.
const sealed = (url: string, key: string) => encryptChatLink(url, key, new Uint8Array(12).fill(7));
const entry = (type: string, csType: string, example: string) => ({
  type: equal(type),
  csType: equal(csType),
  title: string(csType === 'VIP' ? 'VIP service' : 'Live chat'),
  path: string(example),
});

describe('the customer-service path list (consumer contract)', () => {
  it("gives a visitor live chat as the type '3' chat link, sealed", async () => {
    const example = await sealed('https://chat.example/c/abcdefghijkl', 'Live1234');
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a request for the customer-service path list from a visitor')
      .withRequest('GET', '/wps/system/version')
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            version: {
              pathList: arrayContaining(entry('3', 'LIVECHAT', example)),
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const { version } = await fetchPathList(pactHttp(server.url));
        await expect(chatLinkOf(version.pathList)).resolves.toBe('https://chat.example/c/abcdefghijkl');
      });
  });

  it("gives a member above club rank 4 VIP service as the type '3' chat link", async () => {
    const example = await sealed('https://vip.example/c/abcdefghijkl', 'Vip12345');
    await makePact()
      .addInteraction()
      .given(running)
      .given('the player is logged in', { username: 'agent42', token: PACT_TOKEN })
      .uponReceiving('a request for the customer-service path list from a member of club rank 5')
      .withRequest('GET', '/wps/system/version', (b) => b.headers({ Authorization: PACT_TOKEN }))
      .willRespondWith(200, (b) => b.jsonBody(success({ version: { pathList: arrayContaining(entry('3', 'VIP', example)) } })))
      .executeTest(async (server) => {
        const { version } = await fetchPathList(pactHttp(server.url, PACT_TOKEN));
        await expect(chatLinkOf(version.pathList)).resolves.toBe('https://vip.example/c/abcdefghijkl');
      });
  });

  it('lists every entry with its type, kind and sealed path', async () => {
    const example = await sealed('https://t.me/site_cs', 'Tele1234');
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a request for the customer-service path list, each entry')
      .withRequest('GET', '/wps/system/version')
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            version: {
              pathList: eachLike({
                type: string('1'),
                csType: string('TELEGRAM'),
                title: string('Telegram'),
                path: string(example),
              }),
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const { version } = await fetchPathList(pactHttp(server.url));
        expect(version.pathList[0]).toMatchObject({ type: '1', csType: 'TELEGRAM' });
      });
  });
});
