/**
 * csType values: spec 04 saw LIVECHAT, AICAN and MIDUOKE (web service windows), spec 02 adds FACEBOOK, TELEGRAM
 * and VIP. The wire may carry others: the schema takes any text and the client treats an unknown one as a web
 * service window under the plain "Customer service" label.
 */
export const CsType = {
  LiveChat: 'LIVECHAT',
  Aican: 'AICAN',
  Miduoke: 'MIDUOKE',
  Vip: 'VIP',
  Telegram: 'TELEGRAM',
  Facebook: 'FACEBOOK',
} as const;
const messengers: readonly string[] = [CsType.Telegram, CsType.Facebook];
/** Whether an entry opens in the 440x750 service window (spec 04) as live chat does: all but the messengers, unknown types too. */
export const isWebService = (csType: string) => !messengers.includes(csType);
