import { createSelector } from '@reduxjs/toolkit';
import type { WhitelabelFlag } from '@portal/contracts';
import type { SystemState } from './system-slice';

type WithSystem = { system: SystemState };

export const selectSystem = (s: WithSystem) => s.system;
export const selectSystemPhase = (s: WithSystem) => s.system.phase;
export const selectSystemStatus = (s: WithSystem) => s.system.status;
export const selectLocation = (s: WithSystem) => s.system.location;
/** The brand's name (config.json, by host), not the status call's siteName: the title shows it before that call answers. */
export const selectSiteName = (s: WithSystem) => s.system.brand?.name ?? '';
export const selectBrandLogo = (s: WithSystem) => s.system.brand?.logo ?? null;
/** The new-member bonus the brand's texts name ("₱100"), or null: the texts then say "a welcome bonus". */
export const selectWelcomeBonus = (s: WithSystem) => s.system.brand?.welcomeBonus ?? null;
export const selectFlag = (flag: WhitelabelFlag) => (s: WithSystem) => s.system.flags[flag] === true;
/** The server's guess at the visitor's form factor, or null on a page the client renders itself. */
export const selectFormFactor = (s: WithSystem) => s.system.formFactor;
export const selectCustomerService = (s: WithSystem) => s.system.info?.customerService ?? [];

/** Resources keyed by labelNameEn, as the shell looks them up. */
export const selectResources = createSelector(
  (s: WithSystem) => s.system.info?.resources,
  (resources) => Object.fromEntries((resources ?? []).map((r) => [r.labelNameEn, r])),
);
