// How a broker's figures look, in the BROKERS tab's cells and as the broker page's summary. The
// load report's resources come in their own units (CPU in percent of one core, memory in MB,
// bandwidth in kilobits per second); each is shown as its share of the limit, the amounts in a title.
import { CrownOutlined } from '@ant-design/icons';
import { Descriptions, Progress, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { Link, failureReason } from '../../shared/ui/index.ts';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatBytesPerSecond } from '../../shared/lib/byte-format.ts';
import { formatNumber } from '../../shared/lib/number-format.ts';
import { routes } from '../../shared/routes/route-table.ts';
import {
  useBrokerLoad,
  useFailureDomainsByBroker,
  useLeaderBroker,
  type BrokerFigures as Figures,
  type UsageShare,
} from './broker-load.ts';

export type ResourceKind = 'cpu' | 'memory' | 'directMemory' | 'bandwidthIn' | 'bandwidthOut';
export const RESOURCE_KINDS: readonly ResourceKind[] = [
  'cpu',
  'memory',
  'directMemory',
  'bandwidthIn',
  'bandwidthOut',
];

const MB = 1024 * 1024;

/** The amount in the resource's own unit, readable. */
function amount(kind: ResourceKind, value: number): string {
  if (kind === 'cpu') return `${formatNumber(value, 0)}%`;
  if (kind === 'memory' || kind === 'directMemory') return formatBytes(value * MB);
  return `${formatNumber(value * 1000)}bit/s`;
}

/** One resource's share of its limit as a small bar; the amounts in its title. */
export function UsageBar({ kind, share }: { kind: ResourceKind; share: UsageShare | undefined }) {
  const { t } = useTranslation();
  if (!share) return <Typography.Text type="secondary">{t('clusters.figures.unknown')}</Typography.Text>;
  const detail = t('clusters.figures.usageOf', {
    usage: amount(kind, share.usage),
    limit: share.limit > 0 ? amount(kind, share.limit) : '?',
  });
  if (share.percent === undefined) return <span>{amount(kind, share.usage)}</span>;
  const percent = Math.round(share.percent);
  return (
    <Tooltip title={detail}>
      <Progress
        percent={Math.min(percent, 100)}
        format={() => `${String(percent)}%`}
        size="small"
        status={percent >= 90 ? 'exception' : 'normal'}
        style={{ width: 80, margin: 0 }}
        aria-label={`${t(`clusters.figures.${kind}`)}: ${String(percent)}% (${detail})`}
      />
    </Tooltip>
  );
}

export function LeaderMark() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('clusters.figures.leaderHint')}>
      <Tag color="processing" icon={<CrownOutlined aria-hidden />}>
        {t('clusters.figures.leader')}
      </Tag>
    </Tooltip>
  );
}

export function FailureDomainTags({ cluster, domains }: { cluster: string; domains: readonly string[] }) {
  const { t } = useTranslation();
  if (domains.length === 0)
    return <Typography.Text type="secondary">{t('clusters.figures.noDomain')}</Typography.Text>;
  return (
    <Space size={4} wrap>
      {domains.map((domain) => (
        <Tag key={domain}>
          <Link to={routes.failureDomain.href({ cluster, failureDomainName: domain })}>{domain}</Link>
        </Tag>
      ))}
    </Space>
  );
}

export const formatRate = (value: number) => formatNumber(value);
export const formatThroughput = (value: number) => formatBytesPerSecond(value);

/** The figures of one broker as a block: the broker page's summary. */
export function BrokerFiguresSummary({
  cluster,
  broker,
  figures,
  domains,
  leader,
}: {
  cluster: string;
  broker: string;
  figures: Figures;
  domains: readonly string[];
  leader: boolean;
}) {
  const { t } = useTranslation();
  const rate = (value: number) => t('clusters.figures.rate', { value: formatRate(value) });
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 3 }}
      title={leader ? <LeaderMark /> : undefined}
      aria-label={broker}
      items={[
        { key: 'msgRateIn', label: t('clusters.figures.msgRateIn'), children: rate(figures.msgRateIn) },
        { key: 'msgRateOut', label: t('clusters.figures.msgRateOut'), children: rate(figures.msgRateOut) },
        {
          key: 'throughputIn',
          label: t('clusters.figures.throughputIn'),
          children: formatThroughput(figures.msgThroughputIn),
        },
        {
          key: 'throughputOut',
          label: t('clusters.figures.throughputOut'),
          children: formatThroughput(figures.msgThroughputOut),
        },
        {
          key: 'connections',
          label: t('clusters.figures.connections'),
          children: (
            <Tooltip
              title={t('clusters.figures.connectionsDetail', {
                producers: figures.producers,
                consumers: figures.consumers,
              })}
            >
              <span>{formatNumber(figures.connections, 0)}</span>
            </Tooltip>
          ),
        },
        { key: 'bundles', label: t('clusters.figures.bundles'), children: formatNumber(figures.bundles, 0) },
        ...RESOURCE_KINDS.map((kind) => ({
          key: kind,
          label: t(`clusters.figures.${kind}`),
          children: <UsageBar kind={kind} share={figures[kind]} />,
        })),
        {
          key: 'failureDomain',
          label: t('clusters.brokers.failureDomain'),
          children: <FailureDomainTags cluster={cluster} domains={domains} />,
        },
      ]}
    />
  );
}

/**
 * One broker's figures, read by itself: its load report, its failure domains and whether it leads
 * the cluster. For the broker page; the BROKERS tab reads the same queries row by row.
 */
export function BrokerFigures({ cluster, broker }: { cluster: string; broker: string }) {
  const { t } = useTranslation();
  const load = useBrokerLoad(broker);
  const domains = useFailureDomainsByBroker(cluster);
  const leader = useLeaderBroker(cluster);
  if (load.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (load.isError)
    return (
      <Typography.Text type="danger" role="alert">
        {t('clusters.figures.loadFailed', { broker })}: {failureReason(load.error)}
      </Typography.Text>
    );
  return (
    <BrokerFiguresSummary
      cluster={cluster}
      broker={broker}
      figures={load.data}
      domains={domains.data?.get(broker) ?? []}
      leader={leader.data === broker}
    />
  );
}
