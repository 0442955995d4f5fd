import { agentPages, AGENT_CENTRE_FIRST_PAGE, type AgentPage } from './agent-pages';
import { memberPages, type MemberPage } from './member-pages';

/**
 * The member and agent centres' addresses: `?member=<word>` or `?agent=<word>` on top of the page behind
 * (`/rng?member=betting-record`). One readable word per page, in these two tables, read both ways; the
 * spec's page key stays the page's name everywhere else and is accepted in the address as an alias.
 */
export const memberPageWords: Record<MemberPage, string> = {
  securityCenter: 'account',
  transferFund: 'wallet',
  depositv2: 'deposit',
  withdraw: 'withdraw',
  transferUpline: 'upline-transfer',
  personalHistoryCopy: 'betting-record',
  transactionHistory: 'account-record',
  personalProfit: 'profit-loss',
  bonusDetails: 'bonus',
  rewardCenter: 'rewards',
  referral: 'invite',
  missionLeaderboard: 'missions',
  messageV2: 'messages',
  manualRebate: 'rebate',
};

export const agentPageWords: Record<AgentPage, string> = {
  agentAnnouncement: 'announcement',
  agentTeamOverview: 'overview',
  registerCenter: 'registration',
  downlineManagmentView: 'team',
  personalHistoryCopy: 'team-betting',
  palStatementsAgentCopy: 'profit-loss',
  agentRevenueReport: 'income',
  agentDownlineTransactionDetailsCopy: 'transactions',
  agentDividendRecordCopy2: 'dividend',
  agentDailyWages2: 'daily-salary',
  agentHourSalary: 'hourly-salary',
  agentRealtimeSalary: 'realtime-salary',
};

export type CentreKind = 'member' | 'agent';
export type CentreAt = { kind: CentreKind; page: string };

type Table = { param: CentreKind; pages: readonly string[]; words: Record<string, string>; first: string };
const tables: Record<CentreKind, Table> = {
  // The member centre's first page is the one "Member centre" opens (the wallet).
  member: { param: 'member', pages: memberPages, words: memberPageWords, first: 'transferFund' },
  agent: { param: 'agent', pages: agentPages, words: agentPageWords, first: AGENT_CENTRE_FIRST_PAGE },
};
/** The member parameter wins when an address has both. */
const kinds: CentreKind[] = ['member', 'agent'];

/** Word or page key, any case, to the page. */
const pageOfWord = (table: Table) =>
  new Map(table.pages.flatMap((page) => [[table.words[page]!, page] as const, [page.toLowerCase(), page] as const]));
const lookups: Record<CentreKind, Map<string, string>> = { member: pageOfWord(tables.member), agent: pageOfWord(tables.agent) };

/** What a word may look like: anything else in the parameter (too long, odd characters) is ignored. */
const WORD = /^[A-Za-z0-9-]{1,40}$/;

/**
 * What an address asks for. `centre` is the page to open (an unknown word asks for the centre's first
 * page); `canonical` is false when the address should be rewritten to the page's word (an alias, an
 * unknown word, a second parameter); `ignored` when a parameter held something that is no word at all.
 */
export type CentreAddress = { centre: CentreAt | null; canonical: boolean; ignored: boolean };

export function readCentreAddress(search: string): CentreAddress {
  const params = new URLSearchParams(search);
  const present = kinds.filter((kind) => params.has(tables[kind].param));
  const kind = present.find((k) => WORD.test(params.get(tables[k].param) ?? ''));
  if (kind === undefined) return { centre: null, canonical: present.length === 0, ignored: present.length > 0 };
  const value = params.get(tables[kind].param)!;
  const table = tables[kind];
  const page = lookups[kind].get(value.toLowerCase()) ?? table.first;
  const canonical = present.length === 1 && value === table.words[page] && params.getAll(table.param).length === 1;
  return { centre: { kind, page }, canonical, ignored: false };
}

/** The address of this search with the centre at this page, or with no centre; other parameters stay. */
export function writeCentreAddress(search: string, centre: CentreAt | null): string {
  const params = new URLSearchParams(search);
  for (const kind of kinds) params.delete(tables[kind].param);
  if (centre)
    params.set(tables[centre.kind].param, tables[centre.kind].words[centre.page] ?? tables[centre.kind].words[tables[centre.kind].first]!);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Pages that hand over to another address and close the centre (platform information opens the service
 * centre's inbox): no history entry rests on them, or Back would land there and be sent on again.
 */
export const isHandOver = (centre: CentreAt | null) => centre?.kind === 'member' && centre.page === 'messageV2';

export const sameCentre = (a: CentreAt | null, b: CentreAt | null) => a?.kind === b?.kind && a?.page === b?.page;
