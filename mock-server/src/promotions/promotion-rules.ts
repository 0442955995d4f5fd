import type { PromotionStatus } from '@portal/contracts';
import { generatePromotions } from '@portal/fixtures';
import type { User } from '../identity/users';
import type { World } from '../platform/world';
import { cents, TxCode } from '../wallet/ledger';
import { ledgerOf } from '../wallet/player-wallets';
import { promotionsPart } from './promotion-state';

const DAY_MS = 86_400_000;

type Rule =
  | { type: 'CLAIM'; bonus: number; needsMobile: boolean }
  | { type: 'JOIN'; minDeposit: number; percent: number; cap: number }
  | { type: 'APPLY'; bonus: number }
  | { type: 'RAFFLE' }
  | { type: 'INFO' };

/**
 * What each promotion of the seed asks of the player and gives (contracts/README.md, "Promotions"); one
 * place, by the promotion's order in the fixtures. Promotion 105 starts 40 days after the season's start
 * (`startsInDays`), so it is "coming soon" until the clock passes that.
 */
const rules: Record<number, Rule & { needsAgreement?: boolean; content: string; startsInDays?: number }> = {
  101: { type: 'CLAIM', bonus: 100, needsMobile: true, content: '<p>Claim <b>₱100</b> once your mobile number is verified.</p>' },
  102: {
    type: 'JOIN',
    minDeposit: 100,
    percent: 100,
    cap: 1000,
    needsAgreement: true,
    content: '<p>Join, then deposit: we double your first deposit, up to <b>₱1,000</b>.</p>',
  },
  103: {
    type: 'APPLY',
    bonus: 88,
    content: '<p>Send us a screenshot of your first win and a comment: <b>₱88</b> free spins credit when approved.</p>',
  },
  104: {
    type: 'JOIN',
    minDeposit: 500,
    percent: 20,
    cap: 500,
    needsAgreement: true,
    content: '<p>Join and deposit ₱500 or more for a <b>20 %</b> reload, up to ₱500.</p>',
  },
  105: {
    type: 'JOIN',
    minDeposit: 200,
    percent: 10,
    cap: 200,
    startsInDays: 40,
    content: '<p>A daily deposit bonus, coming soon.</p>',
  },
  106: { type: 'INFO', content: '<p>Every slot bet earns 1 % back in the rebate, automatically.</p>' },
  107: {
    type: 'APPLY',
    bonus: 288,
    needsAgreement: true,
    content: '<p>Apply in your birthday month with your ID photo: a <b>₱288</b> gift.</p>',
  },
  108: {
    type: 'RAFFLE',
    content:
      '<p>One lucky draw a day during the lantern festival: red packets up to <b>₱188</b>.</p><script>window.__pwned = true</script>',
  },
};

export const promotionsOf = (world: World) =>
  generatePromotions(world.scenario.seed, world.part(promotionsPart).seasonStart).map((p) => {
    const rule = rules[p.id] ?? { type: 'INFO' as const, content: `<p>${p.title}</p>` };
    if (rule.startsInDays === undefined) return { ...p, rule };
    const startDate = world.part(promotionsPart).seasonStart + rule.startsInDays * DAY_MS;
    return { ...p, startDate, endDate: startDate + 60 * DAY_MS, rule };
  });
export type PromotionOf = ReturnType<typeof promotionsOf>[number];

export const playKey = (userId: number, promotionId: number) => `${userId}:${promotionId}`;

/** The first approved deposit since the player joined that meets the rule, if any. */
export function qualifyingDeposit(world: World, user: User, promotion: PromotionOf) {
  if (promotion.rule.type !== 'JOIN') return undefined;
  const joined = world.part(promotionsPart).joins.get(playKey(user.id, promotion.id));
  if (joined === undefined) return undefined;
  const { minDeposit } = promotion.rule;
  return ledgerOf(world, user)
    .transactionsOf(user.id)
    .find((t) => t.txCode === TxCode.Deposit && t.txTime >= joined && t.amount >= minDeposit);
}

/** What a JOIN promotion pays for the deposit that qualified. */
export const joinBonus = (promotion: PromotionOf, deposit: number) =>
  promotion.rule.type === 'JOIN' ? cents(Math.min(promotion.rule.cap, (deposit * promotion.rule.percent) / 100)) : 0;

/** The player's status for a promotion (spec 02's words), by what they did and the world's clock. */
export function statusOf(world: World, user: User | undefined, promotion: PromotionOf): PromotionStatus {
  const now = world.now();
  if (now < promotion.startDate) return 'coming_soon';
  const key = user ? playKey(user.id, promotion.id) : '';
  if (user && world.part(promotionsPart).claims.has(key)) return 'claimed';
  if (now > promotion.endDate) return 'closed';
  const rule = promotion.rule;
  switch (rule.type) {
    case 'INFO':
      return 'signed';
    case 'CLAIM':
      return 'claim';
    case 'RAFFLE':
      return user && world.part(promotionsPart).raffles.has(`${user.id}:${new Date(now).toISOString().slice(0, 10)}`) ? 'claimed' : 'join';
    case 'JOIN':
      if (!user || !world.part(promotionsPart).joins.has(key)) return 'join';
      return qualifyingDeposit(world, user, promotion) ? 'claim' : 'joined';
    case 'APPLY': {
      const application =
        user && world.part(promotionsPart).applications.findLast((a) => a.userId === user.id && a.promotionId === promotion.id);
      return application?.status ?? 'applying';
    }
  }
}
