import { DownloadOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Translation } from '../../shared/i18n/en/index.ts';
import {
  AsyncState,
  DateTime,
  ResourceTable,
  ResourceValue,
  type ResourceColumn,
  useUrlListState,
  type ListStateConfig,
  ListPageHeader,
} from '../../shared/ui/index.ts';
import { auditCsvHref, type AuditEntryView } from './audit.api.ts';
import { useAuditPage } from './audit.queries.ts';
import { AuditChangeView } from './audit-change-view.tsx';
import { AuditFilterBar } from './audit-filter-bar.tsx';
import { hasAnyFilter, useAuditFilter } from './audit-filters.ts';
import { actionName } from './action-name.ts';
import styles from './audit-page.module.css';

// The server keeps one order, newest first: there is nothing to sort by.
const LIST_CONFIG: ListStateConfig = { sortKeys: [], pageSizes: [20, 50, 100], defaultSize: 20 };
// antd's status tones, which the accessible theme keeps at 4.5:1 (its plain green and red are not).
const RESULT_COLOURS = { success: 'success', failure: 'error', pending: 'default' } as const;

/**
 * /audit (issue 15 item 7, super users): the trail of changes, newest first, filtered by user,
 * action, resource and time in the URL; a row opens to its before and after; Export CSV downloads
 * every record the filters match.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const list = useUrlListState(LIST_CONFIG);
  const [filter, setFilter] = useAuditFilter();
  const trail = useAuditPage({ ...filter, page: list.state.page, size: list.state.size });

  // Headers and times stay on one line (a Chinese header would otherwise break between its
  // characters); on a phone the list scrolls sideways instead.
  const heading = (column: keyof Translation['audit']['columns']) => (
    <span className={styles.oneLine}>{t(`audit.columns.${column}`)}</span>
  );
  const columns: ResourceColumn<AuditEntryView>[] = [
    {
      key: 'time',
      title: heading('time'),
      render: (_, entry) => (
        <span className={styles.oneLine}>
          <DateTime value={entry.at} />
        </span>
      ),
    },
    { key: 'user', title: heading('user'), render: (_, entry) => entry.actor },
    {
      key: 'environment',
      title: heading('environment'),
      render: (_, entry) => entry.environment || t('audit.anyEnvironment'),
    },
    {
      key: 'action',
      title: heading('action'),
      render: (_, entry) => <ActionCell action={entry.action} />,
    },
    {
      key: 'resource',
      title: heading('resource'),
      render: (_, entry) => <ResourceValue title={entry.target}>{entry.target}</ResourceValue>,
    },
    {
      key: 'result',
      title: heading('result'),
      render: (_, entry) => (
        <Tag color={RESULT_COLOURS[entry.result]}>{t(`audit.results.${entry.result}`)}</Tag>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <ListPageHeader
        title={t('audit.title')}
        intro={t('audit.intro')}
        actions={
          <Tooltip title={t('audit.exportHint')}>
            <Button icon={<DownloadOutlined aria-hidden />} href={auditCsvHref(filter)} download>
              {t('audit.exportCsv')}
            </Button>
          </Tooltip>
        }
      />
      <AuditFilterBar filter={filter} onChange={setFilter} />
      <AsyncState query={trail} errorTitle={t('audit.loadFailed')} forbiddenTitle={t('audit.forbidden')}>
        {(page) => (
          <ResourceTable<AuditEntryView>
            rowKey="id"
            columns={columns}
            rows={page.data}
            total={page.total}
            list={list}
            loading={trail.isFetching && trail.isPlaceholderData}
            emptyText={hasAnyFilter(filter) ? t('audit.noMatch') : t('audit.empty')}
            expandable={{
              expandedRowRender: (entry) => <AuditChangeView entry={entry} />,
              expandRowByClick: false,
            }}
          />
        )}
      </AsyncState>
    </div>
  );
}

/** The action in words, its code beneath (what the filter takes); the code alone when unknown. */
function ActionCell({ action }: { action: string }) {
  const { t } = useTranslation();
  const name = actionName(action, t);
  if (!name) return <code>{action}</code>;
  return (
    <span className={styles.action}>
      {name}
      <code className={styles.actionCode}>{action}</code>
    </span>
  );
}
