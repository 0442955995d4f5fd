import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './parts.module.css';

export type Column<Row> = {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  /** A money cell coloured by its sign. */
  signed?: (row: Row) => number;
};

/**
 * Whether a box is wider inside than out (it scrolls sideways), followed as the box or its content changes size.
 * Without ResizeObserver (tests) it is measured once.
 */
function useScrollsSideways() {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  });
  return { box, scrolls };
}

/**
 * A table on wide screens, a card a row on a phone (each cell labelled); an optional footer of sums. Columns
 * fit by tight cells and headings that wrap; if they still do not (a narrow desktop box, long words), the box
 * scrolls sideways as the last resort: a line says so, its edge is marked, and it takes the keyboard's focus
 * (arrow keys scroll it) as a region named by the caption.
 */
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
  const { t } = useTranslation('agent-centre');
  const { box, scrolls } = useScrollsSideways();
  if (rows.length === 0) return <p className={`muted ${styles.empty}`}>{empty}</p>;
  // A number, or one word (a date, a name, a code), never breaks across lines: the columns of text give way.
  const cellClass = (c: Column<Row>, content: ReactNode) =>
    c.numeric ? styles.number : typeof content === 'string' && content.length <= 24 && !/\s/.test(content) ? styles.word : '';
  const tone = (c: Column<Row>, row: Row) => {
    if (!c.signed) return '';
    const n = c.signed(row);
    return n > 0 ? styles.in : n < 0 ? styles.out : '';
  };
  return (
    <>
      {scrolls && (
        <p className={styles.scrollHint} aria-hidden="true">
          {t('agentfail.scrollHint')}
        </p>
      )}
      <div
        ref={box}
        className={styles.tableWrap}
        data-scrolls={scrolls}
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${caption}: ${t('agentfail.scrollHint')}` } : {})}
      >
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
                {columns.map((c) => {
                  const content = c.cell(row);
                  return (
                    <td key={c.key} data-label={c.label} className={`${cellClass(c, content)} ${tone(c, row)}`}>
                      {content}
                    </td>
                  );
                })}
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
    </>
  );
}
