/** A page of a list as the relays answer it. */
export type Paged<T> = { list: T[]; pageNo: number; totalPages: number; total: number };
/** The mall's tabs. */
export const mallTabs = ['goods', 'convert', 'history', 'details', 'rules'] as const;
export type MallTab = (typeof mallTabs)[number];
