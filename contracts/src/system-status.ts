/** 0 normal, 1 maintenance, 2 region restricted: derived by the client, never sent. */
export type SystemStatus = 0 | 1 | 2;
/** Reads the two flags of a system status answer (SystemStatusValue in system.ts, which re-exports this file). */
export function deriveSystemStatus(value: { maintenance: boolean; regionRestriction: boolean }): SystemStatus {
  if (value.maintenance) return 1;
  if (value.regionRestriction) return 2;
  return 0;
}
