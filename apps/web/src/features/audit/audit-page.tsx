import { DownloadOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AsyncState } from '../../shared/ui/async-state.tsx';
import { DateTime } from '../../shared/ui/date-time.tsx';
import { ResourceTable, ResourceValue, type ResourceColumn } from '../../shared/ui/resource-table.tsx';
import { useUrlListState, type ListStateConfig } from '../../shared/ui/resource-table-state.ts';
import { auditCsvHref, type AuditEntryView } from './audit.api.ts';
import { useAuditPage } from './audit.queries.ts';
import { AuditChangeView } from './audit-change-view.tsx';
import { AuditFilterBar } from './audit-filter-bar.tsx';
import { hasAnyFilter, useAuditFilter } from './audit-filters.ts';
import styles from './audit-page.module.css';

// The server keeps one order, newest first: there is nothing to sort by.
const LIST_CONFIG: ListStateConfig = { sortKeys: [], pageSizes: [20, 50, 100], defaultSize: 20 };
const RESULT_COLOURS = { success: 'green', failure: 'red', pending: 'default' } as const;

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

  const columns: ResourceColumn<AuditEntryView>[] = [
    { key: 'time', title: t('audit.columns.time'), render: (_, entry) => <DateTime value={entry.at} /> },
    { key: 'user', title: t('audit.columns.user'), render: (_, entry) => entry.actor },
    {
      key: 'environment',
      title: t('audit.columns.environment'),
      render: (_, entry) => entry.environment || t('audit.anyEnvironment'),
    },
    { key: 'action', title: t('audit.columns.action'), render: (_, entry) => <code>{entry.action}</code> },
    {
      key: 'resource',
      title: t('audit.columns.resource'),
      render: (_, entry) => <ResourceValue title={entry.target}>{entry.target}</ResourceValue>,
    },
    {
      key: 'result',
      title: t('audit.columns.result'),
      render: (_, entry) => (
        <Tag color={RESULT_COLOURS[entry.result]}>{t(`audit.results.${entry.result}`)}</Tag>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <Typography.Title level={1} className={styles.title}>
            {t('audit.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" className={styles.intro}>
            {t('audit.intro')}
          </Typography.Paragraph>
        </div>
        <Tooltip title={t('audit.exportHint')}>
          <Button icon={<DownloadOutlined aria-hidden />} href={auditCsvHref(filter)} download>
            {t('audit.exportCsv')}
          </Button>
        </Tooltip>
      </div>
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
