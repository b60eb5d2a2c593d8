// The messages a read kept, virtualized (@tanstack/react-virtual, as the namespace's topics table):
// only the rows in view are in the DOM, so 100 000 of them scroll smoothly. ARIA table roles, since
// it is built from divs; each message's ID is a button that opens its detail.
import type { ReadMessageLine } from '@beacon/contracts';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { Empty } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/lib/date-time.ts';
import { valueText } from './read-value.ts';
import styles from './workbench.module.css';

const ROW_HEIGHT = 36;
/** Rows drawn while the scroller measures 0 px (a layout-less test DOM, a hidden kept-alive page). */
const UNMEASURED_HEIGHT = 600;
/** A row shows the start of a value; the detail shows it whole. */
const PREVIEW_CHARS = 300;

function observeWithFallback(
  instance: Virtualizer<HTMLDivElement, Element>,
  callback: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    callback(rect.height > 0 ? rect : { width: rect.width, height: UNMEASURED_HEIGHT }),
  );
}

interface WorkbenchTableProps {
  rows: readonly ReadMessageLine[];
  count: number;
  /** The read is over: no rows now means none, not none yet. */
  finished: boolean;
  onOpen: (message: ReadMessageLine) => void;
}

export function WorkbenchTable({ rows, count, finished, onOpen }: WorkbenchTableProps) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer hands out fresh measurements on every render by design (see topics-table.tsx).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    observeElementRect: observeWithFallback,
  });

  if (count === 0 && !finished) return null;
  if (count === 0)
    return (
      <Empty
        className={styles.empty}
        description={
          <>
            <div>{t('workbench.table.empty')}</div>
            <div>{t('workbench.table.emptyHint')}</div>
          </>
        }
      />
    );

  const headers = [
    t('workbench.table.publishTime'),
    t('workbench.table.topic'),
    t('workbench.table.key'),
    t('workbench.table.id'),
    t('workbench.table.size'),
    t('workbench.table.value'),
  ];
  return (
    <div
      ref={scroller}
      role="table"
      aria-label={t('workbench.table.label')}
      aria-rowcount={count + 1}
      className={styles.scroller}
    >
      <div role="rowgroup" className={styles.head}>
        <div role="row" aria-rowindex={1} className={styles.row}>
          {headers.map((header, index) => (
            <div key={header} role="columnheader" className={index === 4 ? styles.numeric : undefined}>
              {header}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const message = rows[item.index];
          if (!message) return null;
          const value = message.value === null ? t('workbench.table.tombstone') : valueText(message.value);
          const preview = value.slice(0, PREVIEW_CHARS);
          return (
            <div
              key={`${message.topic}\n${message.id}`}
              role="row"
              aria-rowindex={item.index + 2}
              className={styles.row}
              style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
            >
              <div role="cell">{formatDateTime(message.publishTime, i18n.language)}</div>
              <div role="cell" title={message.topic}>
                {message.topic}
              </div>
              <div role="cell" title={message.key}>
                {message.key ?? '—'}
              </div>
              <div role="cell">
                <button
                  type="button"
                  className={`${styles.idButton} ${styles.mono}`}
                  aria-label={t('workbench.table.details', { id: message.id })}
                  onClick={() => onOpen(message)}
                >
                  {message.id}
                </button>
              </div>
              <div role="cell" className={styles.numeric}>
                {message.size}
              </div>
              <div role="cell" className={styles.mono} title={preview}>
                {preview}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
