import { encryptChatLink } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCustomerService } from './open-customer-service';

const fakePopup = () => ({ location: { href: '' }, close: vi.fn() });

afterEach(() => vi.restoreAllMocks());

describe('openCustomerService', () => {
  it('opens the 440x500 popup and sends it to the decrypted live-chat link', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const entries = [
      { csType: 'VIP' as const, path: await encryptChatLink('https://vip.example/c/1', 'Vip12345') },
      { csType: 'LIVECHAT' as const, path: await encryptChatLink('https://chat.example/c/2', 'Live1234') },
    ];
    await expect(openCustomerService(entries)).resolves.toBe(true);
    expect(open).toHaveBeenCalledWith('', 'customer-service', 'width=440,height=500');
    expect(popup.location.href).toBe('https://chat.example/c/2');
  });

  it('uses the VIP service when asked', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await openCustomerService([{ csType: 'VIP', path: await encryptChatLink('https://vip.example/c/1', 'Vip12345') }], true);
    expect(popup.location.href).toBe('https://vip.example/c/1');
  });

  it('closes the popup when the link cannot be opened', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await expect(openCustomerService([{ csType: 'LIVECHAT', path: 'https://plain.example/not-sealed' }])).resolves.toBe(false);
    expect(popup.close).toHaveBeenCalled();
    await expect(openCustomerService([])).resolves.toBe(false);
  });
});
