import { encryptChatLink } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { fakeHttp, ok, type FakeRoutes } from '../../test/fake-http';
import { testI18n } from '../../test/test-i18n';
import { customerServiceRequested } from './customer-service-link';
import { chatLinkOf } from './path-list';

const fakePopup = () => ({ location: { href: '' }, close: vi.fn() });
const pathList = (...entries: { type: string; csType: string; path: string }[]) => ok({ version: { pathList: entries } });

async function clickLink(routes: FakeRoutes, token: string | null = null) {
  const popup = fakePopup();
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  const { http, requests, settle } = fakeHttp(routes, { token });
  const store = makeStore({ http, i18n: await testI18n() });
  store.dispatch(customerServiceRequested());
  // Inside the click: the popup is open before dispatch returns, so a popup blocker lets it through.
  expect(open).toHaveBeenCalledWith('', 'customer-service', 'width=440,height=750');
  await vi.waitFor(async () => {
    await settle();
    expect(popup.location.href !== '' || popup.close.mock.calls.length > 0).toBe(true);
  });
  return { popup, requests };
}

afterEach(() => vi.restoreAllMocks());

describe('the customer-service link', () => {
  it("asks the path list and sends the popup to its type '3' chat link, decrypted", async () => {
    const { popup, requests } = await clickLink({
      'GET /wps/system/version': pathList(
        { type: '1', csType: 'TELEGRAM', path: await encryptChatLink('https://t.me/site_cs', 'Tele1234') },
        { type: '3', csType: 'LIVECHAT', path: await encryptChatLink('https://chat.example/c/2', 'Live1234') },
      ),
    });
    expect(popup.location.href).toBe('https://chat.example/c/2');
    expect(requests.map((r) => r.url)).toEqual(['/wps/system/version']);
  });

  it('sends the token, so a member above club rank 4 gets the VIP link the server lists as the chat link', async () => {
    const { popup, requests } = await clickLink(
      {
        'GET /wps/system/version': pathList({
          type: '3',
          csType: 'VIP',
          path: await encryptChatLink('https://vip.example/c/1', 'Vip12345'),
        }),
      },
      'tok-vip',
    );
    expect(requests[0]?.headers.get('Authorization')).toBe('tok-vip');
    expect(popup.location.href).toBe('https://vip.example/c/1');
  });

  it('closes the popup when the path list fails or its link cannot be opened', async () => {
    const failing = await clickLink({ 'GET /wps/system/version': () => 'network-error' });
    expect(failing.popup.close).toHaveBeenCalled();
    const unsealed = await clickLink({
      'GET /wps/system/version': pathList({ type: '3', csType: 'LIVECHAT', path: 'https://plain.example/x' }),
    });
    expect(unsealed.popup.close).toHaveBeenCalled();
    expect(unsealed.popup.location.href).toBe('');
  });
});

describe('chatLinkOf', () => {
  it("takes the type '3' entry, else the first, and refuses what is not a web address", async () => {
    const tele = { type: '1', csType: 'TELEGRAM', path: await encryptChatLink('https://t.me/x', 'Tele1234') };
    await expect(chatLinkOf([tele])).resolves.toBe('https://t.me/x');
    await expect(chatLinkOf([])).rejects.toThrow('no customer-service entry');
    const script = { type: '3', csType: 'LIVECHAT', path: await encryptChatLink('javascript:alert(1)', 'Live1234') };
    await expect(chatLinkOf([tele, script])).rejects.toThrow('not a web address');
  });
});
