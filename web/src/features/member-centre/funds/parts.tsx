import type { FundOrder } from '@portal/contracts';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, ModalActions } from '../../../shared/ui/modal';
import { Pager } from '../../../shared/ui/pager';
import { isPending, type Remote } from '../../../shared/remote/remote';
import { RemoteView } from '../../../shared/remote/remote-view';
import type { OrdersQuery } from '../api';
import type { Page } from '../slice';
import { RangeFilter } from '../history/range-filter';
import styles from './funds.module.css';
import { defaultOrdersQuery } from './orders-query';
import type { Formats } from '../../../shared/i18n/use-format';

/**
 * The second step of a deposit or withdrawal. Above the centre, so Escape closes only this one (its
 * listener runs first and stops the centre's).
 */
export function ConfirmDialog({
  title,
  children,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['member-centre', 'common']);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopImmediatePropagation();
      onCancel();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [onCancel]);
  return (
    <Modal title={title} size="sm" layer={2} closeLabel={t('common:common.close')}>
      {children}
      <ModalActions>
        <button type="button" className="button button--outline" onClick={onCancel}>
          {t('common:common.cancel')}
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
          {busy ? t('common:common.submitting') : t('common:common.confirm')}
        </button>
      </ModalActions>
    </Modal>
  );
}

export function StatusBadge({ status }: { status: FundOrder['status'] }) {
  const { t } = useTranslation(['member-centre', 'common']);
  return <span className={`${styles.status} ${styles[status]}`}>{t(`status.${status}`)}</span>;
}

/**
 * The player's deposits or withdrawals on the days chosen (the account record's presets or two days),
 * newest first, each with its status, a page at a time.
 */
export function OrderList({
  title,
  orders: remote,
  format,
  methodName,
  onRefresh,
  onQuery,
  extra,
}: {
  title: string;
  orders: Remote<Page<FundOrder>, OrdersQuery>;
  format: Formats;
  methodName?: (methodId: string | undefined) => string;
  onRefresh: () => void;
  onQuery: (query: OrdersQuery) => void;
  /** What follows an order's line (a paid withdrawal's confirmation). */
  extra?: (order: FundOrder) => ReactNode;
}) {
  const { t } = useTranslation(['member-centre', 'common']);
  const { list: orders, total, totalPages } = remote.value;
  const shown = remote.query ?? defaultOrdersQuery();
  const busy = isPending(remote);
  return (
    <section className={styles.orders} aria-label={title}>
      <div className={styles.ordersHead}>
        <h4>{title}</h4>
        <button type="button" className="button button--ghost" onClick={onRefresh} disabled={busy}>
          {t('refresh')}
        </button>
      </div>
      <RangeFilter initial={shown} onSearch={(range) => onQuery({ ...range, pageNo: 1 })} />
      <RemoteView remote={remote} retry={onRefresh} ns="member-centre">
        <p className="muted" aria-live="polite" data-testid="orders-total">
          {t('orders.total', { count: total })}
        </p>
        {orders.length === 0 ? (
          <p className="muted">{t('orders.none')}</p>
        ) : (
          <ul className={styles.orderList}>
            {orders.map((order) => (
              <li key={order.orderNo} data-testid="fund-order">
                <span className={styles.orderNo}>{order.orderNo}</span>
                <span className={styles.orderAmount}>{format.money(order.amount)}</span>
                <StatusBadge status={order.status} />
                <span className="muted">
                  {format.dateTime(order.createdAt)}
                  {methodName && order.methodId ? ` · ${methodName(order.methodId)}` : ''}
                </span>
                {extra?.(order)}
              </li>
            ))}
          </ul>
        )}
        <Pager page={shown.pageNo} total={totalPages} busy={busy} onChange={(pageNo) => onQuery({ ...shown, pageNo })} />
      </RemoteView>
    </section>
  );
}
