import { TRIAL_ACCOUNT_TYPE, WhitelabelFlag } from '@portal/contracts';
import type { RootState } from '../../shared/store/root-state';
import type { AgentPage } from '../../shared/ui-state/agent-pages';
import type { ReportKey } from './api';
import { initialAgentCentreState, type Report } from './slice';

export const selectAgentCentre = (s: RootState) => s.agentCentre ?? initialAgentCentreState;
export const selectReport =
  <K extends ReportKey>(key: K) =>
  (s: RootState) =>
    selectAgentCentre(s).reports[key] as Report<K>;
export const selectMutation = (key: keyof ReturnType<typeof selectAgentCentre>['mutations']) => (s: RootState) =>
  selectAgentCentre(s).mutations[key];

/** Spec 01 section 5: the agent centre is for account types 1, 2, 41 and 42. */
const flagOn = (s: RootState, flag: string) => s.system.flags[flag] === true;
/** Consolidated is read only for logged-in real accounts on a site with agent contracts (spec 04). */
export const selectContractsOn = (s: RootState) =>
  s.session.token !== null &&
  s.session.member !== null &&
  s.session.member.type !== TRIAL_ACCOUNT_TYPE &&
  flagOn(s, WhitelabelFlag.AgentPolicy);

/**
 * The whitelabel module of each contract page (spec 04 "Transport"); the entry shows only when agent
 * contracts and its module are on (contracts/README.md, "Agent centre").
 */
const contractModules: Partial<Record<AgentPage, string>> = {
  agentDividendRecordCopy2: WhitelabelFlag.Dividend,
  agentDailyWages2: WhitelabelFlag.DailySalary,
  agentHourSalary: WhitelabelFlag.HourlySalary,
  agentRealtimeSalary: WhitelabelFlag.RealtimeSalary,
};
export const isPageShown = (page: AgentPage, flags: Readonly<Record<string, boolean>>) => {
  const module = contractModules[page];
  return module === undefined || (flags[WhitelabelFlag.AgentPolicy] === true && flags[module] === true);
};
export const selectFlags = (s: RootState) => s.system.flags;
