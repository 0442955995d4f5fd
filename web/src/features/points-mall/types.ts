import type { ErrorInfo } from '../../shared/http/api-error';

/** Where a loaded part stands; a failed one keeps its error (a code the component turns into text). */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
export type Loaded<T> = { status: LoadStatus; error: ErrorInfo | null } & T;
/** A page of a list as the relays answer it. */
export type Paged<T> = { list: T[]; pageNo: number; totalPages: number; total: number };
/** A password-confirmed action: in flight, refused (its code), or done (what the server answered). */
export type Action<T> = { pending: boolean; error: ErrorInfo | null; done: T | null };
/** The mall's tabs. */
export const mallTabs = ['goods', 'convert', 'history', 'details', 'rules'] as const;
export type MallTab = (typeof mallTabs)[number];
