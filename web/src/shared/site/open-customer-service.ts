import { decryptChatLink, type CustomerServiceEntry } from '@portal/contracts';

export const SERVICE_POPUP = { width: 440, height: 500 } as const;

/**
 * Opens live chat (VIP service when asked) in the spec's 440x500 popup. The popup opens at once, in
 * the click, so no blocker stops it; the sealed link is opened next, and on failure the popup closes.
 */
export async function openCustomerService(entries: CustomerServiceEntry[], preferVip = false): Promise<boolean> {
  const popup = window.open('', 'customer-service', `width=${SERVICE_POPUP.width},height=${SERVICE_POPUP.height}`);
  const entry =
    entries.find((e) => e.csType === (preferVip ? 'VIP' : 'LIVECHAT')) ?? entries.find((e) => e.csType === 'LIVECHAT') ?? entries[0];
  try {
    if (!entry) throw new Error('no customer-service entry');
    const url = await decryptChatLink(entry.path);
    if (!/^https?:\/\//.test(url)) throw new Error('not a web address');
    if (popup) popup.location.href = url;
    return true;
  } catch {
    popup?.close();
    return false;
  }
}
