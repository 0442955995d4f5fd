import { MatchersV3 } from '@pact-foundation/pact';

const { eachLike, integer, string } = MatchersV3;

/** The brand's announcement request (spec 01 section 9: types B,PL,PU,PR,H, platform W), before login. */
export const brandAnnouncements = { types: 'B,PL,PU,PR,H', platform: 'W', executionType: 'B' } as const;

/** A promotion as the announcements relay lists it (spec 04): what the promotions page and the carousel read. */
export const promotionItem = (category = 'new_player') => ({
  id: integer(101),
  title: string('Welcome bonus ₱100'),
  content: string('<p>Claim ₱100.</p>'),
  category: string(category),
  announcementImages: eachLike({ sequence: integer(1), url: string('/wps/static/promo/101.svg') }),
  startDate: integer(1_790_000_000_000),
  endDate: integer(1_800_000_000_000),
  promotionType: string('CLAIM'),
});
