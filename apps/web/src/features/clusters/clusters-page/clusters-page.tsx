import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Space, Tooltip, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  useNavigate,
  AsyncState,
  ListPageHeader,
  ListSearch,
  useUrlListState,
  type ListStateConfig,
  ResourceActions,
  ResourceTable,
  ResourceValue,
  RowAction,
  type ResourceColumn,
} from '../../../shared/ui/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';
import { useClusterNames, useClusterSummaries, type ClusterSummary } from '../clusters.queries.ts';
import styles from '../clusters.module.css';

const NewClusterDialog = lazy(async () => ({
  default: (await import('./new-cluster-dialog.tsx')).NewClusterDialog,
}));

const LIST_CONFIG: ListStateConfig = { sortKeys: [], pageSizes: [10, 20, 50, 100], defaultSize: 20 };

function HealthDot({ summary }: { summary: ClusterSummary }) {
  const { t } = useTranslation();
  const [status, text] =
    summary.brokers === undefined && !summary.brokersFailed
      ? (['default', t('clusters.health.unknown')] as const)
      : summary.brokersFailed || summary.brokers === 0
        ? (['error', t('clusters.health.degraded')] as const)
        : (['success', t('clusters.health.healthy')] as const);
  return (
    <Tooltip title={text}>
      <span>
        <Badge status={status} />
        <span className="beacon-visually-hidden">{text}</span>
      </span>
    </Tooltip>
  );
}

function UrlPair({ plain, secure }: { plain?: string | undefined; secure?: string | undefined }) {
  const urls = [plain, secure].filter((url): url is string => Boolean(url));
  if (urls.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      {urls.map((url) => (
        <ResourceValue key={url} title={url}>
          {url}
        </ResourceValue>
      ))}
    </Space>
  );
}

/**
 * /management/clusters (issue 16 item 1; inventory 1.13, which Pulsar Manager hid): every cluster
 * with its service URLs, broker and bookie counts and a health dot (do its brokers answer?); a
 * search in the URL; New Cluster.
 */
export function ClustersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useUrlListState(LIST_CONFIG);
  const names = useClusterNames();
  const [creating, setCreating] = useState(false);
  const filter = list.state.filter.toLowerCase();
  const shown = useMemo(
    () => (names.data ?? []).filter((name) => name.toLowerCase().includes(filter)),
    [names.data, filter],
  );
  const { page, size } = list.state;
  const pageNames = shown.slice((page - 1) * size, page * size);
  const rows = useClusterSummaries(pageNames);

  const columns: ResourceColumn<ClusterSummary>[] = [
    {
      key: 'name',
      title: t('clusters.columns.cluster'),
      render: (_, row) => (
        <Space size={8}>
          <HealthDot summary={row} />
          <Link to={routes.cluster.href({ cluster: row.name }, { tab: 'brokers' })}>{row.name}</Link>
        </Space>
      ),
    },
    {
      key: 'serviceUrl',
      title: t('clusters.columns.serviceUrl'),
      render: (_, { data }) => <UrlPair plain={data?.serviceUrl} secure={data?.serviceUrlTls} />,
    },
    {
      key: 'brokerServiceUrl',
      title: t('clusters.columns.brokerServiceUrl'),
      render: (_, { data }) => <UrlPair plain={data?.brokerServiceUrl} secure={data?.brokerServiceUrlTls} />,
    },
    {
      key: 'brokers',
      title: t('clusters.columns.brokers'),
      numeric: true,
      render: (_, row) => (
        <Link
          to={routes.cluster.href({ cluster: row.name }, { tab: 'brokers' })}
          aria-label={t('clusters.list.brokersOf', { cluster: row.name, count: row.brokers ?? '…' })}
        >
          {row.brokers ?? '…'}
        </Link>
      ),
    },
    {
      key: 'bookies',
      title: t('clusters.columns.bookies'),
      numeric: true,
      render: (_, row) => (
        <Link
          to={routes.cluster.href({ cluster: row.name }, { tab: 'bookies' })}
          aria-label={t('clusters.list.bookiesOf', { cluster: row.name, count: row.bookies ?? '…' })}
        >
          {row.bookies ?? '…'}
        </Link>
      ),
    },
    {
      key: 'actions',
      title: t('clusters.columns.actions'),
      render: (_, row) => (
        <ResourceActions>
          <RowAction
            tooltip={t('clusters.actions.edit')}
            label={t('clusters.actions.editCluster', { cluster: row.name })}
            icon={<EditOutlined aria-hidden />}
            onClick={() => void navigate(routes.cluster.href({ cluster: row.name }, { tab: 'config' }))}
          />
        </ResourceActions>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <ListPageHeader
        title={t('clusters.list.title')}
        intro={t('clusters.list.intro')}
        actions={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            {t('clusters.actions.newCluster')}
          </Button>
        }
      />
      <div className={styles.toolbar}>
        <ListSearch
          placeholder={t('clusters.list.search')}
          value={list.state.filter}
          onSearch={list.setFilter}
        />
      </div>
      <AsyncState
        query={names}
        errorTitle={t('clusters.list.loadFailed')}
        forbiddenTitle={t('clusters.list.forbidden')}
      >
        {() => (
          <ResourceTable<ClusterSummary>
            rowKey="name"
            columns={columns}
            rows={rows}
            list={list}
            total={shown.length}
            emptyText={
              list.state.filter
                ? t('clusters.list.noMatch', { filter: list.state.filter })
                : t('clusters.list.empty')
            }
          />
        )}
      </AsyncState>
      {creating && (
        <Suspense fallback={null}>
          <NewClusterDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </div>
  );
}
