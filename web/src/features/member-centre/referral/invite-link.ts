/** The invite link (spec 04): the first promotion domain with the affiliate and referral codes as its query. */
export function inviteLink(details: { affiliateCode: string; referralCode: string | null; promotionDomains: string[] }) {
  const domain = details.promotionDomains[0];
  if (!domain) return null;
  const url = new URL(domain.includes('://') ? domain : `https://${domain}`);
  url.searchParams.set('affiliateCode', details.affiliateCode);
  if (details.referralCode) url.searchParams.set('referralCode', details.referralCode);
  return url.href;
}
