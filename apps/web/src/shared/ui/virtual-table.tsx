// One virtualized table (@tanstack/react-virtual) for lists too long for the DOM: only the rows in
// view are drawn, so 100 000 messages or a page of 1 000 topics with their cluster rows scroll
// smoothly. Built from divs, so it carries the ARIA table roles itself (table, rowgroup, row,
// columnheader, cell, aria-rowcount/rowindex). Its scroller is focusable: the arrow keys, Page
// Up/Down, Home and End scroll it from the keyboard, as any scrollable region must allow.
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import styles from './virtual-table.module.css';

/**
 * Rows drawn while the scroller measures 0 px high: a kept-alive page hidden behind another tab, or
 * a layout-less test DOM. Enough to fill a screen; the real height takes over once measured.
 */
const UNMEASURED_HEIGHT = 600;

function observeWithFallback(
  instance: Virtualizer<HTMLDivElement, Element>,
  callback: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    callback(rect.height > 0 ? rect : { width: rect.width, height: UNMEASURED_HEIGHT }),
  );
}

export interface VirtualColumn<Row> {
  key: string;
  header: ReactNode;
  /** The column's grid track, e.g. `150px` or `minmax(160px, 1.2fr)`. */
  width: string;
  /** Figures: aligned to the end, in tabular digits. */
  numeric?: boolean;
  ariaSort?: 'ascending' | 'descending' | undefined;
  cell: (row: Row) => ReactNode;
  /** The cell's full text when it may end in an ellipsis. */
  title?: (row: Row) => string | undefined;
  cellClassName?: (row: Row) => string | undefined;
}

export interface VirtualTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly VirtualColumn<Row>[];
  rows: readonly Row[];
  /** Rows to draw, when fewer of `rows` are ready than it holds (a growing buffer); all by default. */
  count?: number;
  rowKey: (row: Row) => string;
  rowHeight: number;
  /** Below this width the table scrolls sideways inside its box instead of squeezing its columns. */
  minWidth: number;
  /** Shown instead of the table when there is no row. */
  empty?: ReactNode;
  /** The rows are a previous answer's while the next one loads. */
  stale?: boolean;
  rowClassName?: (row: Row) => string | undefined;
  /** The scroller's own class (its height). */
  className?: string;
}

export function VirtualTable<Row>({
  label,
  columns,
  rows,
  count = rows.length,
  rowKey,
  rowHeight,
  minWidth,
  empty,
  stale = false,
  rowClassName,
  className,
}: VirtualTableProps<Row>) {
  const scroller = useRef<HTMLDivElement>(null);
  const focusedRowKey = useRef<string | undefined>(undefined);
  // Made once: a ref's initial value would be built again on every render (every scroll frame).
  const [slots] = useState(() => new RowSlots());
  /** The data row (index into `rows`) an element inside the body belongs to. */
  const rowIndexOf = (element: Element | null): number | undefined => {
    const rowIndex = element?.closest('[role="row"]')?.getAttribute('aria-rowindex');
    return rowIndex ? Number(rowIndex) - 2 : undefined;
  };
  const keyAt = (index: number | undefined) => {
    const row = index === undefined ? undefined : rows[index];
    return row === undefined ? undefined : rowKey(row);
  };
  const rememberFocusedRow = (event: FocusEvent<HTMLDivElement>) => {
    focusedRowKey.current = keyAt(rowIndexOf(event.target));
  };
  // Rows share their elements (slots, below): when the row holding the focus (an ID button) leaves
  // the view, its elements show another row, and the focus must not stay on them as if it had
  // followed. It goes back to the scroller, where the keyboard goes on scrolling.
  useLayoutEffect(() => {
    const active = document.activeElement;
    const body = scroller.current?.querySelector('[data-virtual-body]');
    if (!active || !body?.contains(active)) return;
    if (keyAt(rowIndexOf(active)) !== focusedRowKey.current) scroller.current?.focus({ preventScroll: true });
  });
  // The virtualizer hands out fresh measurements on every render by design; the compiler leaving
  // this component unmemoized is what keeps the rows in step with scrolling.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    // Rows drawn beyond each edge: about a wheel notch. Every drawn row costs a frame that brings
    // in all-new rows (a jump, the scrollbar dragged) its rendering; 10 cost such frames a third more.
    overscan: 3,
    observeElementRect: observeWithFallback,
  });

  if (count === 0 && empty !== undefined) return <>{empty}</>;

  const items = virtualizer.getVirtualItems();
  // Rows are keyed by a slot, not by their own key: a row coming into view takes over the elements
  // of one that left, so a frame of new rows rewrites text and attributes rather than creating and
  // removing elements. A row in view keeps its slot; while the table scrolls, the rows are drawn in
  // their slots' order, so a frame moves no element either (in the rows' own order each frame of
  // new rows rotated the list, and React moved the rotated rows' elements). Once scrolling stops
  // (150 ms) they are put back in their own order, the order screen readers read a table in.
  const slotOf = slots.assign(items.map((item) => item.index));
  const drawn = virtualizer.isScrolling
    ? [...items].sort((a, b) => (slotOf.get(a.index) ?? 0) - (slotOf.get(b.index) ?? 0))
    : items;

  const layout = {
    '--virtual-table-columns': columns.map((column) => column.width).join(' '),
    '--virtual-table-min-width': `${String(minWidth)}px`,
  } as CSSProperties;
  return (
    <div
      ref={scroller}
      role="table"
      aria-label={label}
      aria-rowcount={count + 1}
      aria-busy={stale || undefined}
      // Scrollable: reachable with Tab so the keyboard can scroll it.
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable region must be reachable with Tab (axe scrollable-region-focusable)
      tabIndex={0}
      className={[styles.scroller, stale ? styles.stale : '', className ?? ''].join(' ')}
      style={layout}
    >
      <div role="rowgroup" className={styles.head}>
        <div role="row" aria-rowindex={1} className={styles.row}>
          {columns.map((column) => (
            <div
              key={column.key}
              role="columnheader"
              aria-sort={column.ariaSort}
              className={numericClass(column)}
            >
              {column.header}
            </div>
          ))}
        </div>
      </div>
      <div
        role="rowgroup"
        data-virtual-body
        className={styles.body}
        style={{ height: virtualizer.getTotalSize() }}
        onFocus={rememberFocusedRow}
      >
        {drawn.map((item) => {
          const row = rows[item.index];
          if (row === undefined) return null;
          return (
            <VirtualRow
              key={slotOf.get(item.index)}
              row={row}
              index={item.index}
              start={item.start}
              height={rowHeight}
              columns={columns}
              className={`${styles.row} ${rowClassName?.(row) ?? ''}`}
            />
          );
        })}
      </div>
    </div>
  );
}

interface VirtualRowProps<Row> {
  row: Row;
  index: number;
  /** Its offset from the body's top, px. */
  start: number;
  height: number;
  columns: readonly VirtualColumn<Row>[];
  className: string;
}

/**
 * One drawn row. Memoized: a scroll re-renders the table for the rows coming into view, and the
 * rows still in view (the same row, offset and columns) are left as they are.
 */
const VirtualRow = memo(function VirtualRow<Row>({
  row,
  index,
  start,
  height,
  columns,
  className,
}: VirtualRowProps<Row>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={className}
      style={{ transform: `translateY(${String(start)}px)`, height }}
    >
      {columns.map((column) => (
        <div
          key={column.key}
          role="cell"
          title={column.title?.(row)}
          className={
            [numericClass(column), column.cellClassName?.(row)].filter(Boolean).join(' ') || undefined
          }
        >
          {column.cell(row)}
        </div>
      ))}
    </div>
  );
}) as <Row>(props: VirtualRowProps<Row>) => ReactNode;

/**
 * Which slot (element pool entry) each drawn row uses. A row still drawn keeps its slot; a row
 * coming in takes the lowest slot a row that left has freed, so as many slots as rows are drawn and
 * a frame of all-new rows reuses every element (the slot keys stay the same set). Only the keys of
 * one render need to be unique, so a render React discards leaves nothing wrong behind.
 */
export class RowSlots {
  #slotOf = new Map<number, number>();

  assign(indexes: readonly number[]): ReadonlyMap<number, number> {
    const next = new Map<number, number>();
    const taken = new Set<number>();
    for (const index of indexes) {
      const slot = this.#slotOf.get(index);
      if (slot !== undefined) {
        next.set(index, slot);
        taken.add(slot);
      }
    }
    let free = 0;
    for (const index of indexes) {
      if (next.has(index)) continue;
      while (taken.has(free)) free += 1;
      next.set(index, free);
      taken.add(free);
    }
    this.#slotOf = next;
    return next;
  }
}

function numericClass<Row>(column: VirtualColumn<Row>): string | undefined {
  return column.numeric ? styles.numeric : undefined;
}
