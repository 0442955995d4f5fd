import type { DriftIssue } from '@portal/contracts';

export type DriftRecord = {
  /** The world's time when the answer came back (ms since the epoch). */
  at: number;
  /** The catalogue name of the call. */
  call: string;
  method: string;
  path: string;
  status: number;
  issues: DriftIssue[];
};

export const DRIFT_CAPACITY = 200;

/** The last 200 forwarded answers of one world that broke their contract, newest first (pass-through.ts). */
export class DriftLog {
  private records: DriftRecord[] = [];

  add(record: DriftRecord) {
    this.records.unshift(record);
    if (this.records.length > DRIFT_CAPACITY) this.records.length = DRIFT_CAPACITY;
  }

  list(): DriftRecord[] {
    return this.records;
  }

  clear() {
    this.records = [];
  }
}
