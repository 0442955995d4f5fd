import type { SystemStatusValue } from './system';

/** 0 normal, 1 maintenance, 2 region restricted: derived by the client, never sent. */
export type SystemStatus = 0 | 1 | 2;
export function deriveSystemStatus(value: Pick<SystemStatusValue, 'maintenance' | 'regionRestriction'>): SystemStatus {
  if (value.maintenance) return 1;
  if (value.regionRestriction) return 2;
  return 0;
}
