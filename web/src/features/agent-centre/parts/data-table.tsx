import type { ReactNode } from 'react';
import styles from './parts.module.css';

export type Column<Row> = {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  /** A money cell coloured by its sign. */
  signed?: (row: Row) => number;
};

/** A table on wide screens, a card a row on a phone (each cell labelled); an optional footer of sums. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  busy,
  footer,
  testId,
  empty,
  caption,
}: {
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  busy?: boolean;
  footer?: Partial<Record<string, ReactNode>>;
  testId?: string;
  empty: string;
  caption: string;
}) {
  if (rows.length === 0) return <p className={`muted ${styles.empty}`}>{empty}</p>;
  const tone = (c: Column<Row>, row: Row) => {
    if (!c.signed) return '';
    const n = c.signed(row);
    return n > 0 ? styles.in : n < 0 ? styles.out : '';
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={busy ?? false}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.numeric ? styles.number : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={testId}>
              {columns.map((c) => (
                <td key={c.key} data-label={c.label} className={`${c.numeric ? styles.number : ''} ${tone(c, row)}`}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              {columns.map((c) => (
                <td key={c.key} data-label={c.label} className={c.numeric ? styles.number : undefined}>
                  {footer[c.key] ?? ''}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
