/**
 * The agent centre's pages in menu order, by their agentCenter/ identifiers (spec 02, section 2): shared,
 * because the account menu opens the centre and the agent-centre feature draws it.
 */
export const agentPages = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentPage = (typeof agentPages)[number];

/** The page the account menu opens: the team's figures, what an agent looks at first. */
export const AGENT_CENTRE_FIRST_PAGE: AgentPage = 'agentTeamOverview';
export const isAgentPage = (page: string | null | undefined): page is AgentPage => agentPages.includes(page as AgentPage);
