import { CsType, decryptChatLink, isWebService, type CustomerServiceEntry } from '@portal/contracts';

/**
 * The service window (spec 04: 440x750; spec 01 and 02 give 440x500 as well, the newer observation wins), one
 * named window reused by every web service: live chat, VIP, AICAN, MIDUOKE, and a csType not known yet.
 */
export const SERVICE_WINDOW = { name: 'customer-service', features: 'width=440,height=750' } as const;
export const openServiceWindow = () => window.open('', SERVICE_WINDOW.name, SERVICE_WINDOW.features);

/**
 * The entry to open: the wanted csType, else a web service other than VIP (AICAN and MIDUOKE serve as live chat
 * does, and so does an unknown type), else the first (spec 04: "No entry matching: use the first").
 */
export function pickServiceEntry(entries: readonly CustomerServiceEntry[], wanted: string = CsType.LiveChat) {
  return entries.find((e) => e.csType === wanted) ?? entries.find((e) => e.csType !== CsType.Vip && isWebService(e.csType)) ?? entries[0];
}

/**
 * Opens an entry: a web service in the service window, a messenger (Telegram, Facebook) in a new tab. The window
 * opens at once, in the click, so no blocker stops it; the sealed link is opened next, and on failure it closes.
 */
export async function openServiceEntry(entry: CustomerServiceEntry | undefined): Promise<boolean> {
  const popup = !entry || isWebService(entry.csType) ? openServiceWindow() : window.open('', '_blank');
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
