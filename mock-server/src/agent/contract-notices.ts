import { isPercentRate, type SiteLanguage } from '@portal/contracts';
import { identityPart } from '../identity/identity-state';
import type { User } from '../identity/users';
import type { World } from '../platform/world';
import { notifyWorded } from '../service/notices';
import { contractNoticeTexts, noticeLocales, type ContractNoticeTexts, type NoticeWords } from './contract-notice-texts';
import { inboxPart } from '../service/inbox-state';
import { cents } from '../wallet/ledger';
import { agentPart, type Contract, type ContractEvent, type SalaryRecord } from './contract-state';

/** The site's default language (contracts/README.md): a player who never told the platform its language reads TY. */
const DEFAULT_LANGUAGE: SiteLanguage = 'TY';
const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Terms = Pick<Contract, 'kind' | 'details' | 'dividend' | 'realtime'>;

/** A language's formatters: percentages, amounts and dates as its players read them. */
function wording(language: SiteLanguage) {
  const texts = contractNoticeTexts[language];
  const locale = noticeLocales[language];
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const percent = (n: number) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(n)} %`;
  const day = (ms: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
  const time = (ms: number) =>
    new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(ms);
  return { texts, money: (n: number) => number.format(n), percent, day, time };
}
type Wording = ReturnType<typeof wording>;

/** A contract's rates in words: each tier's rate (the thresholds are on the contract page), or the real-time rates. */
export function termsInWords(c: Terms, w: Wording) {
  if (c.dividend) return c.dividend.tiers.map((t) => w.texts.ofNetLoss(w.percent(t.contractRate * 100))).join(', ');
  if (c.realtime)
    return w.texts.realtime(w.percent(c.realtime.lossRate), w.percent(c.realtime.profitRate), w.money(c.realtime.singleBetAmount));
  return c.details
    .map((t) =>
      isPercentRate(t.rateType)
        ? w.texts.percentOfBets(w.percent(t.rate))
        : c.kind === 'HOURLY_SALARY'
          ? w.texts.fixedPerHour(w.money(t.rate))
          : w.texts.fixedPerDay(w.money(t.rate)),
    )
    .join(', ');
}

/**
 * A settled period in words from its record's key: a day (daily salary), an hour (hourly, `YYYY-MM-DDTHH`), a
 * five-minute window (real-time, `YYYY-MM-DDTHH:MM`) or a dividend's pay period (`first..last` day), in UTC.
 */
export function periodInWords(label: string, w: Wording) {
  const [first, last] = label.split('..');
  if (last !== undefined) {
    const [from, to] = [Date.parse(`${first}T00:00:00Z`), Date.parse(`${last}T00:00:00Z`)];
    return from === to ? w.day(from) : `${w.day(from)} – ${w.day(to)}`;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}$/.test(label)) {
    const from = Date.parse(`${label}:00:00Z`);
    return w.texts.window(w.day(from), w.time(from), w.time(from + 3_600_000));
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(label)) {
    const from = Date.parse(`${label}:00Z`);
    return w.texts.window(w.day(from), w.time(from), w.time(from + 300_000));
  }
  return w.day(Date.parse(`${label}T00:00:00Z`));
}

const languageOf = (user: User): SiteLanguage => user.language ?? DEFAULT_LANGUAGE;

/**
 * Sends one player a contract message worded in its own language. With a `digest` key the message replaces the
 * player's earlier one of that key (it comes back unread, newest), so a running total is one message, not many.
 */
function tell(
  world: World,
  userId: number,
  category: 'SYSTEM' | 'FUND',
  message: (t: ContractNoticeTexts) => (w: NoticeWords) => { title: string; text: string },
  words: (w: Wording) => Omit<NoticeWords, 'kind' | 'upline' | 'downline'>,
  c: Pick<Contract, 'kind' | 'uplineId' | 'downlineId'>,
  digest?: string,
) {
  const identity = world.part(identityPart);
  const user = identity.userById(userId);
  if (!user) return;
  const w = wording(languageOf(user));
  const name = (id: number) => escapeHtml(identity.userById(id)?.username ?? '');
  const { title, text } = message(w.texts)({
    kind: w.texts.kinds[c.kind],
    upline: name(c.uplineId),
    downline: name(c.downlineId),
    ...words(w),
  });
  if (!digest) return void notifyWorded(world, userId, category, title, `<p>${text}</p>`);
  const marker = `data-digest="${digest}"`;
  const inbox = world.part(inboxPart);
  const earlier = inbox.of(userId).filter((m) => m.content.includes(marker));
  inbox.remove(
    userId,
    earlier.map((m) => m.inboxId),
  );
  notifyWorded(world, userId, category, title, `<p ${marker}>${text}</p>`);
}

/**
 * Tells the side that did not act what happened to a contract (the one that acted saw it on its page): an
 * offer, a change and a termination asked reach the downline; an acceptance, a rejection and a consent to end
 * reach the upline. A contract ended by a lower upline rate reaches both its sides, naming the rate that ended
 * and the lower one (`lower`, the contract whose acceptance ended it).
 */
export function notifyContract(world: World, c: Contract, event: ContractEvent['event'], lower?: Contract) {
  const terms = (w: Wording) => ({ terms: termsInWords(c, w) });
  const toDownline = (m: (t: ContractNoticeTexts) => ContractNoticeTexts['offered']) => tell(world, c.downlineId, 'SYSTEM', m, terms, c);
  const toUpline = (m: (t: ContractNoticeTexts) => ContractNoticeTexts['offered']) => tell(world, c.uplineId, 'SYSTEM', m, terms, c);
  switch (event) {
    case 'OFFERED':
      return toDownline((t) => t.offered);
    case 'CHANGED':
      return toDownline((t) => t.changed);
    case 'TERMINATION_ASKED':
      return toDownline((t) => t.terminationAsked);
    case 'ACCEPTED':
      return toUpline((t) => t.accepted);
    case 'REJECTED':
      return toUpline((t) => t.rejected);
    case 'TERMINATED':
      return toUpline((t) => t.terminated);
    case 'ENDED_BY_HIGHER_RATE': {
      const words = (w: Wording) => ({ terms: termsInWords(c, w), lower: lower ? termsInWords(lower, w) : '' });
      tell(world, c.downlineId, 'SYSTEM', (t) => t.endedForDownline, words, c);
      tell(world, c.uplineId, 'SYSTEM', (t) => t.endedForUpline, words, c);
      return;
    }
  }
}

/**
 * Tells both sides of a settled period what was paid: the downline what it received, the upline what it paid
 * out (or that its main wallet could not). A period that paid nothing (NOTHING_DUE, or an amount of 0) sends
 * nothing. A real-time salary, paid every five minutes, keeps one message per contract and UTC day with the
 * day's total so far and the span of its paid windows (up to 288 a day would push every other message out of an
 * inbox of 200); a window left unpaid is told on its own.
 */
export function notifyPayout(world: World, record: SalaryRecord) {
  if (record.status === 'NOTHING_DUE' || !(record.amount > 0)) return;
  const paid = record.status === 'PAID';
  let amount = record.amount;
  let period = (w: Wording) => periodInWords(record.day, w);
  let digest: string | undefined;
  if (paid && record.kind === 'REALTIME_SALARY') {
    const day = record.day.slice(0, 10);
    const today = world
      .part(agentPart)
      .records.filter((r) => r.contractId === record.contractId && r.status === 'PAID' && r.day.slice(0, 10) === day && r.amount > 0);
    amount = cents(today.reduce((sum, r) => sum + r.amount, 0));
    const from = Math.min(...today.map((r) => r.periodStart));
    const to = Math.max(...today.map((r) => r.periodEnd));
    period = (w) => w.texts.window(w.day(from), w.time(from), w.time(to));
    digest = `RT-${record.contractId}-${day}`;
  }
  const words = (w: Wording) => ({ terms: '', amount: w.money(amount), period: period(w) });
  tell(world, record.downlineId, 'FUND', (t) => (paid ? t.paidToDownline : t.unpaidToDownline), words, record, digest);
  tell(world, record.uplineId, 'FUND', (t) => (paid ? t.paidByUpline : t.unpaidByUpline), words, record, digest);
}
