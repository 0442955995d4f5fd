import { describe, expect, it } from 'vitest';
import { inviteLink } from './invite-link';

describe('the invite link', () => {
  it('is the first promotion domain with the affiliate and referral codes', () => {
    expect(
      inviteLink({ affiliateCode: 'AFF2026', referralCode: 'R7PT', promotionDomains: ['https://a.example.com', 'https://b.example.com'] }),
    ).toBe('https://a.example.com/?affiliateCode=AFF2026&referralCode=R7PT');
  });

  it('takes a bare domain, leaves out a missing referral code, and is absent without a domain', () => {
    expect(inviteLink({ affiliateCode: 'A 1', referralCode: null, promotionDomains: ['portal.example.com'] })).toBe(
      'https://portal.example.com/?affiliateCode=A+1',
    );
    expect(inviteLink({ affiliateCode: 'A', referralCode: 'R', promotionDomains: [] })).toBeNull();
  });
});
