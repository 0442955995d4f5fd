import type { CustomerServiceEntry } from '@portal/contracts';

export const SERVICE_POPUP = { width: 440, height: 500 } as const;

/** Opens live chat (or the first entry) in the spec's 440x500 popup; closes the popup if there is no link. */
export function openCustomerService(entries: CustomerServiceEntry[], preferVip = false) {
  const popup = window.open('', 'customer-service', `width=${SERVICE_POPUP.width},height=${SERVICE_POPUP.height}`);
  const entry =
    entries.find((e) => e.csType === (preferVip ? 'VIP' : 'LIVECHAT')) ?? entries.find((e) => e.csType === 'LIVECHAT') ?? entries[0];
  if (!entry || !/^https?:\/\//.test(entry.path)) {
    popup?.close();
    return false;
  }
  if (popup) popup.location.href = entry.path;
  return true;
}
