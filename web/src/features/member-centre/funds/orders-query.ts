import type { OrdersQuery } from '../api';
import { presetRange, type DatePreset } from '../history/date-range';
import { clockNow } from '../../../shared/clock/world-time';

/** My deposits and withdrawals open on the last 30 days: a pending order a few weeks old still shows. */
export const ORDERS_PRESET: DatePreset = 'previous30';

/** The first page of the default days, as of now. */
export const defaultOrdersQuery = (now = clockNow()): OrdersQuery => ({ ...presetRange(ORDERS_PRESET, now), pageNo: 1 });
