import { encryptChatLink, type CustomerServiceEntry } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openServiceEntry, pickServiceEntry } from './open-customer-service';

const fakePopup = () => ({ location: { href: '' }, close: vi.fn() });
const entry = async (csType: string, url: string): Promise<CustomerServiceEntry> => ({
  csType,
  path: await encryptChatLink(url, 'Key12345'),
});

afterEach(() => vi.restoreAllMocks());

describe('pickServiceEntry', () => {
  it('takes live chat, or the entry of the wanted csType', async () => {
    const entries = [await entry('VIP', 'https://vip.example/1'), await entry('LIVECHAT', 'https://chat.example/2')];
    expect(pickServiceEntry(entries)?.csType).toBe('LIVECHAT');
    expect(pickServiceEntry(entries, 'VIP')?.csType).toBe('VIP');
  });

  it('serves with AICAN, MIDUOKE or an unknown web service when there is no live chat, never with VIP unasked', async () => {
    const tele = await entry('TELEGRAM', 'https://t.me/x');
    const vip = await entry('VIP', 'https://vip.example/1');
    expect(pickServiceEntry([tele, vip, await entry('AICAN', 'https://ai.example/1')])?.csType).toBe('AICAN');
    expect(pickServiceEntry([tele, await entry('MIDUOKE', 'https://mdk.example/1')])?.csType).toBe('MIDUOKE');
    expect(pickServiceEntry([tele, await entry('WHATSAPP_WEB', 'https://wa.example/1')])?.csType).toBe('WHATSAPP_WEB');
  });

  it('uses the first entry when none matches (spec 04), and nothing of an empty list', async () => {
    const tele = await entry('TELEGRAM', 'https://t.me/x');
    expect(pickServiceEntry([tele, await entry('FACEBOOK', 'https://m.me/x')])).toBe(tele);
    expect(pickServiceEntry([])).toBeUndefined();
  });
});

describe('openServiceEntry', () => {
  it.each(['LIVECHAT', 'AICAN', 'MIDUOKE', 'VIP', 'SOMETHING_NEW'])(
    'opens %s in the 440x750 service window, sent to the decrypted link',
    async (csType) => {
      const popup = fakePopup();
      const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
      await expect(openServiceEntry(await entry(csType, 'https://chat.example/c/2'))).resolves.toBe(true);
      expect(open).toHaveBeenCalledWith('', 'customer-service', 'width=440,height=750');
      expect(popup.location.href).toBe('https://chat.example/c/2');
    },
  );

  it('opens a messenger in a new tab', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await openServiceEntry(await entry('TELEGRAM', 'https://t.me/site_cs'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(popup.location.href).toBe('https://t.me/site_cs');
  });

  it('closes the window when the link cannot be opened or there is no entry', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await expect(openServiceEntry({ csType: 'LIVECHAT', path: 'https://plain.example/not-sealed' })).resolves.toBe(false);
    await expect(openServiceEntry(await entry('AICAN', 'javascript:alert(1)'))).resolves.toBe(false);
    await expect(openServiceEntry(undefined)).resolves.toBe(false);
    expect(popup.close).toHaveBeenCalledTimes(3);
    expect(popup.location.href).toBe('');
  });
});
