import { Badge, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, ResourceValue, type ResourceColumn } from '../../../shared/ui/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';
import type { ClusterSummary } from '../clusters.queries.ts';

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

/** The clusters list's columns; the row actions come from ResourceList (clusters-page.tsx). */
export function useClusterColumns(): ResourceColumn<ClusterSummary>[] {
  const { t } = useTranslation();
  return [
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
  ];
}
