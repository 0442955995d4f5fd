import type { txCodes } from '@portal/contracts';

export type TxCode = (typeof txCodes)[number];

/** Where a loaded part stands; a failed one keeps its error (a code the component turns into text). */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The account record's filter: UTC days, both inclusive (contracts/README.md, "Wallet"). */
export type TxFilter = { startDate: string; endDate: string; txCode?: TxCode; pageNo: number };
