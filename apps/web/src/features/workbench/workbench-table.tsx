// The messages a read kept, on the shared virtualized table (only the rows in view are in the DOM,
// so 100 000 of them scroll smoothly); each message's ID is a button that opens its detail. The user
// adds columns by path (kept in the URL), and a row a colour rule was true of has its colour's left
// border and, for whoever does not see colours, the rule named in words in its own column.
import type { ReadMessageLine, WorkbenchReadRequest } from '@beacon/contracts';
import { Empty, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../shared/lib/date-time.ts';
import { VirtualTable, type VirtualColumn } from '../../shared/ui/index.ts';
import { ColumnPathsEditor } from './column-paths-editor.tsx';
import { compactText, readColumnPaths, valueAtPath, writeColumnPaths } from './message-path.ts';
import { valueText } from './read-value.ts';
import { colourClass } from './row-colours.ts';
import styles from './workbench.module.css';
import viewStyles from './workbench-view.module.css';

const ROW_HEIGHT = 36;
/** A row shows the start of a value; the detail shows it whole. */
const PREVIEW_CHARS = 300;
const FIXED_WIDTH = 900;
const PATH_COLUMN_WIDTH = 160;
const RULE_COLUMN_WIDTH = 130;

interface WorkbenchTableProps {
  rows: readonly ReadMessageLine[];
  count: number;
  /** The read is over: no rows now means none, not none yet. */
  finished: boolean;
  /** The colour rules the read was started with; a line's `colour` is an index into them. */
  colours?: WorkbenchReadRequest['colours'];
  onOpen: (message: ReadMessageLine) => void;
}

export function WorkbenchTable({ rows, count, finished, colours = [], onOpen }: WorkbenchTableProps) {
  const { t, i18n } = useTranslation();
  const linkColour = theme.useToken().token.colorLink;
  const [search, setSearch] = useSearchParams();
  const paths = readColumnPaths(search);
  const setPaths = (next: string[]) =>
    setSearch((current) => writeColumnPaths(current, next), { replace: true });

  if (count === 0 && !finished) return null;

  const preview = (message: ReadMessageLine) =>
    (message.value === null ? t('workbench.table.tombstone') : valueText(message.value)).slice(
      0,
      PREVIEW_CHARS,
    );
  const ruleOf = (message: ReadMessageLine) =>
    message.colour === undefined ? undefined : colours[message.colour];
  const ruleMark = (message: ReadMessageLine) => {
    const rule = ruleOf(message);
    return rule
      ? t('workbenchView.colours.mark', {
          colour: t(`workbenchView.colours.names.${rule.colour}`),
          index: message.colour! + 1,
        })
      : '';
  };

  const columns: VirtualColumn<ReadMessageLine>[] = [
    ...(colours.length > 0
      ? [
          {
            key: 'rule',
            header: t('workbenchView.colours.column'),
            width: `${String(RULE_COLUMN_WIDTH)}px`,
            cell: ruleMark,
            title: (message: ReadMessageLine) => ruleOf(message)?.expression,
          },
        ]
      : []),
    {
      key: 'publishTime',
      header: t('workbench.table.publishTime'),
      // The widest date in either language, "Dec 28, 2026, 10:58:58 PM", is 191 px in the console's
      // 14 px font; with the cell's 2 × 8 px padding 190 px clipped every date with a two-digit day
      // and hour (CI, 30 November). The title keeps a date readable should a font run wider still.
      width: '212px',
      cell: (message) => formatDateTime(message.publishTime, i18n.language),
      title: (message) => formatDateTime(message.publishTime, i18n.language),
    },
    {
      key: 'topic',
      header: t('workbench.table.topic'),
      width: 'minmax(160px, 1.2fr)',
      cell: (message) => message.topic,
      title: (message) => message.topic,
    },
    {
      key: 'key',
      header: t('workbench.table.key'),
      width: 'minmax(100px, 0.8fr)',
      cell: (message) => message.key ?? '—',
      title: (message) => message.key,
    },
    {
      key: 'id',
      header: t('workbench.table.id'),
      width: '150px',
      cell: (message) => (
        <button
          type="button"
          className={`${styles.idButton} ${styles.mono}`}
          // The theme's link colour (accessible-theme.ts): antd's CSS variables are set on its own
          // components' elements only, so the stylesheet's var() fell back to #1677ff, 3.8:1 on a
          // grey row (axe, in the real-broker workbench journey).
          style={{ color: linkColour }}
          aria-label={t('workbench.table.details', { id: message.id })}
          onClick={() => onOpen(message)}
        >
          {message.id}
        </button>
      ),
    },
    {
      key: 'size',
      header: t('workbench.table.size'),
      width: '80px',
      numeric: true,
      cell: (message) => message.size,
    },
    ...paths.map((path): VirtualColumn<ReadMessageLine> => ({
      key: `path:${path}`,
      header: <span className={styles.mono}>{path}</span>,
      width: `minmax(${String(PATH_COLUMN_WIDTH)}px, 1fr)`,
      cell: (message) => compactText(valueAtPath(message, path)),
      title: (message) => compactText(valueAtPath(message, path)),
      cellClassName: () => styles.mono,
    })),
    {
      key: 'value',
      header: t('workbench.table.value'),
      width: 'minmax(200px, 2fr)',
      cell: preview,
      title: preview,
      cellClassName: () => styles.mono,
    },
  ];

  return (
    <>
      <ColumnPathsEditor paths={paths} onChange={setPaths} />
      <VirtualTable
        label={t('workbench.table.label')}
        columns={columns}
        rows={rows}
        count={count}
        rowKey={(message) => `${message.topic}\n${message.id}`}
        rowHeight={ROW_HEIGHT}
        minWidth={
          FIXED_WIDTH + paths.length * PATH_COLUMN_WIDTH + (colours.length > 0 ? RULE_COLUMN_WIDTH : 0)
        }
        empty={
          <Empty
            className={styles.empty}
            description={
              <>
                <div>{t('workbench.table.empty')}</div>
                <div>{t('workbench.table.emptyHint')}</div>
              </>
            }
          />
        }
        rowClassName={(message) => {
          const rule = ruleOf(message);
          return rule ? `${viewStyles.coloured} ${colourClass(rule.colour)}` : undefined;
        }}
        className={styles.scroller}
      />
    </>
  );
}
