import { cents, type DividendTier, type PayPeriod, type RealtimeTerms } from '@portal/contracts';

const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
/** Spec 02 section 4: real-time salary is settled and paid every 5 minutes. */
export const REALTIME_WINDOW_MS = 5 * 60_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The site's ceilings for a top agent, who has no contract of that kind above it (contracts/README.md). */
export const SITE_MAX = { dividendRate: 0.5, realtimeRate: 1 } as const;

/**
 * The pay period holding a moment, as [start, end) in ms on UTC days: a day; a week from Monday; the 1st to
 * the 15th or the 16th to the month's end; a calendar month.
 */
export function payPeriodOf(period: PayPeriod, at: number): { start: number; end: number } {
  const d = new Date(at);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const dayStart = Date.UTC(y, m, d.getUTCDate());
  switch (period) {
    case 'DAILY':
      return { start: dayStart, end: dayStart + DAY_MS };
    case 'WEEKLY': {
      const start = dayStart - ((d.getUTCDay() + 6) % 7) * DAY_MS;
      return { start, end: start + 7 * DAY_MS };
    }
    case 'SEMIMONTHLY':
      return d.getUTCDate() <= 15
        ? { start: Date.UTC(y, m, 1), end: Date.UTC(y, m, 16) }
        : { start: Date.UTC(y, m, 16), end: Date.UTC(y, m + 1, 1) };
    case 'MONTHLY':
      return { start: Date.UTC(y, m, 1), end: Date.UTC(y, m + 1, 1) };
  }
}

/** A period as records name it: its first and last UTC day. */
export const periodLabel = (p: { start: number; end: number }) => `${isoDay(p.start)}..${isoDay(p.end - 1)}`;

/**
 * What a dividend pays for a period: the highest tier whose valid bet, net loss and active members the team
 * met, times the team's net loss (its members' bets minus their wins). A team that won owes no dividend.
 */
export function dividendOf(tiers: readonly DividendTier[], team: { validBet: number; netLoss: number; activeMembers: number }) {
  let tier: number | null = null;
  tiers.forEach((t, i) => {
    if (team.validBet >= t.minimumBet && team.netLoss >= t.netLoss && team.activeMembers >= t.activeMember) tier = i;
  });
  if (tier === null || team.netLoss <= 0) return { tier, amount: 0 };
  return { tier, amount: cents(team.netLoss * tiers[tier]!.contractRate) };
}

/**
 * What a five-minute window of real-time salary pays: each settled bet of at least the single bet amount
 * pays lossRate % of its stake when the member lost, profitRate % when the member won (a push pays nothing).
 */
export function realtimeOf(terms: RealtimeTerms, bets: readonly { stake: number; payout: number }[]) {
  let lostStakes = 0;
  let wonStakes = 0;
  let counted = 0;
  for (const bet of bets) {
    if (bet.stake < terms.singleBetAmount || bet.payout === bet.stake) continue;
    counted++;
    if (bet.payout < bet.stake) lostStakes += bet.stake;
    else wonStakes += bet.stake;
  }
  const amount = cents((lostStakes * terms.lossRate + wonStakes * terms.profitRate) / 100);
  return { counted, lostStakes: cents(lostStakes), wonStakes: cents(wonStakes), amount };
}

/** Dividend tiers climb: more valid bet and net loss, no fewer members, than the tier before. */
export const dividendTiersInOrder = (tiers: readonly DividendTier[]) =>
  tiers.every(
    (t, i) =>
      i === 0 ||
      (t.minimumBet >= tiers[i - 1]!.minimumBet &&
        t.netLoss >= tiers[i - 1]!.netLoss &&
        t.activeMember >= tiers[i - 1]!.activeMember &&
        (t.minimumBet > tiers[i - 1]!.minimumBet || t.netLoss > tiers[i - 1]!.netLoss)),
  );
