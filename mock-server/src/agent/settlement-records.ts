import type { ContractKind, SalaryRecordsRequest } from '@portal/contracts';
import type { User } from '../identity/users';
import { ok } from '../platform/envelope';
import type { World } from '../platform/world';
import { nameOf } from './contract-flow';
import { agentPart, type SalaryRecord } from './contract-state';

/** Whose records: both sides, only those paid to me (my own contract), or only those I paid out. */
export type RecordSide = 'BOTH' | 'MINE' | 'PAID_OUT';
const onSide = (side: RecordSide, user: User, r: { uplineId: number; downlineId: number }) =>
  side === 'MINE'
    ? r.downlineId === user.id
    : side === 'PAID_OUT'
      ? r.uplineId === user.id
      : r.uplineId === user.id || r.downlineId === user.id;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
type Filter = Required<Pick<SalaryRecordsRequest, 'pageNo' | 'pageSize'>> & Omit<SalaryRecordsRequest, 'pageNo' | 'pageSize'>;

/**
 * A page of one kind's settled periods on the user's side, newest first (ODSFE2_QueryDailySalary and its
 * siblings): of one downline (its username, any case), of one status, begun on the UTC days asked. Periods that
 * paid nothing are folded away unless asked for; `nothingDue` counts those of the downline and days asked.
 */
export function recordsOf(world: World, user: User, kind: ContractKind, filter: Filter, side: RecordSide = 'BOTH') {
  const downline = filter.downline?.toLowerCase();
  const inScope = world
    .part(agentPart)
    .records.filter(
      (r) =>
        r.kind === kind &&
        onSide(side, user, r) &&
        (downline === undefined || nameOf(world, r.downlineId).toLowerCase() === downline) &&
        (filter.startDate === undefined || isoDay(r.periodStart) >= filter.startDate) &&
        (filter.endDate === undefined || isoDay(r.periodStart) <= filter.endDate),
    );
  const shown = (r: SalaryRecord) =>
    filter.status !== undefined ? r.status === filter.status : filter.showNothingDue === true || r.status !== 'NOTHING_DUE';
  const rows = inScope.filter(shown).sort((a, b) => b.periodStart - a.periodStart || b.recordId - a.recordId);
  const list = rows
    .slice((filter.pageNo - 1) * filter.pageSize, filter.pageNo * filter.pageSize)
    .map(({ uplineId, downlineId, ...r }) => ({ ...r, upline: nameOf(world, uplineId), downline: nameOf(world, downlineId) }));
  return ok({
    list,
    total: rows.length,
    totalPages: Math.max(1, Math.ceil(rows.length / filter.pageSize)),
    nothingDue: inScope.filter((r) => r.status === 'NOTHING_DUE').length,
  });
}
