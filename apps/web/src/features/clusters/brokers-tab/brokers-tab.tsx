import { Space, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  AsyncState,
  failureReason,
  ListSearch,
  useUrlListState,
  ResourceTable,
  type ResourceColumn,
} from '../../../shared/ui/index.ts';
import {
  FailureDomainTags,
  LeaderMark,
  UsageBar,
  formatRate,
  formatThroughput,
  useBrokerList,
  useBrokerLoads,
  useFailureDomainsByBroker,
  useLeaderBroker,
  type BrokerFigureValues,
  type ResourceKind,
} from '../../brokers/index.ts';
import styles from '../clusters.module.css';
import { BROKER_LIST_CONFIG } from './broker-list-config.ts';
import { routes } from '../../../shared/routes/route-table.ts';

interface BrokerRow {
  broker: string;
  leader: boolean;
  domains: readonly string[];
  figures?: BrokerFigureValues | undefined;
  pending: boolean;
  error: unknown;
}

/** In and out, one above the other, so the pair takes one column. */
function InOut({ inbound, outbound }: { inbound: string; outbound: string }) {
  return (
    <Space orientation="vertical" size={0}>
      <span>↓ {inbound}</span>
      <span>↑ {outbound}</span>
    </Space>
  );
}

/**
 * BROKERS (issue 16 item 2): the cluster's active brokers, the leader marked, each with its rates,
 * throughput, connections, owned bundles, resource use and failure domain. The list shows at once;
 * each broker's figures come from its own load report, read only for the rows on screen and shown
 * as they arrive (decision 0048), so 200 brokers cost one page of reports, not 200.
 */
export function BrokersTab({ cluster }: { cluster: string }) {
  const { t } = useTranslation();
  const list = useUrlListState(BROKER_LIST_CONFIG);
  const brokers = useBrokerList(cluster);
  const leader = useLeaderBroker(cluster);
  const domains = useFailureDomainsByBroker(cluster);
  const filter = list.state.filter.toLowerCase();
  const shown = useMemo(
    () => (brokers.data ?? []).filter((broker) => broker.toLowerCase().includes(filter)),
    [brokers.data, filter],
  );
  const { page, size } = list.state;
  const onScreen = useMemo(() => shown.slice((page - 1) * size, page * size), [shown, page, size]);
  const loads = useBrokerLoads(onScreen);
  const rows: BrokerRow[] = onScreen.map((broker) => {
    const load = loads.get(broker);
    return {
      broker,
      leader: leader.data === broker,
      domains: domains.data?.get(broker) ?? [],
      figures: load?.figures,
      pending: load?.pending ?? true,
      error: load?.error ?? null,
    };
  });

  /** A figure cell: the value once the report is in, a quiet placeholder until then. */
  const figure = (render: (figures: BrokerFigureValues) => React.ReactNode) => (row: BrokerRow) => {
    if (row.figures) return render(row.figures);
    if (row.error)
      return (
        <Tooltip title={t('clusters.brokers.reportFailed', { reason: failureReason(row.error) })}>
          <Typography.Text type="secondary">—</Typography.Text>
        </Tooltip>
      );
    return <Typography.Text type="secondary">…</Typography.Text>;
  };
  const usage = (kind: ResourceKind) => figure((figures) => <UsageBar kind={kind} share={figures[kind]} />);
  const rate = (value: number) => t('clusters.figures.rate', { value: formatRate(value) });

  const columns: ResourceColumn<BrokerRow>[] = [
    {
      key: 'broker',
      title: t('clusters.brokers.broker'),
      render: (_, row) => (
        <Space size={4} wrap>
          <Link
            to={routes.broker.href({ cluster, broker: row.broker })}
            aria-label={t('clusters.brokers.openBroker', { broker: row.broker })}
          >
            {row.broker}
          </Link>
          {row.leader && <LeaderMark />}
        </Space>
      ),
    },
    {
      key: 'failureDomain',
      title: t('clusters.brokers.failureDomain'),
      render: (_, row) => <FailureDomainTags cluster={cluster} domains={row.domains} />,
    },
    {
      key: 'rate',
      title: t('clusters.brokers.rate'),
      numeric: true,
      render: (_, row) =>
        figure((figures) => <InOut inbound={rate(figures.msgRateIn)} outbound={rate(figures.msgRateOut)} />)(
          row,
        ),
    },
    {
      key: 'throughput',
      title: t('clusters.brokers.throughput'),
      numeric: true,
      render: (_, row) =>
        figure((figures) => (
          <InOut
            inbound={formatThroughput(figures.msgThroughputIn)}
            outbound={formatThroughput(figures.msgThroughputOut)}
          />
        ))(row),
    },
    {
      key: 'connections',
      title: t('clusters.figures.connections'),
      numeric: true,
      render: (_, row) =>
        figure((figures) => (
          <Tooltip
            title={t('clusters.figures.connectionsDetail', {
              producers: figures.producers,
              consumers: figures.consumers,
            })}
          >
            <span>{figures.connections}</span>
          </Tooltip>
        ))(row),
    },
    {
      key: 'bundles',
      title: t('clusters.figures.bundles'),
      numeric: true,
      render: (_, row) => figure((figures) => figures.bundles)(row),
    },
    { key: 'cpu', title: t('clusters.figures.cpu'), render: (_, row) => usage('cpu')(row) },
    { key: 'memory', title: t('clusters.figures.memory'), render: (_, row) => usage('memory')(row) },
    {
      key: 'directMemory',
      title: t('clusters.figures.directMemory'),
      render: (_, row) => usage('directMemory')(row),
    },
    {
      key: 'bandwidth',
      title: t('clusters.brokers.bandwidth'),
      render: (_, row) =>
        figure((figures) => (
          <Space orientation="vertical" size={2}>
            <span>
              ↓ <UsageBar kind="bandwidthIn" share={figures.bandwidthIn} />
            </span>
            <span>
              ↑ <UsageBar kind="bandwidthOut" share={figures.bandwidthOut} />
            </span>
          </Space>
        ))(row),
    },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <ListSearch
          placeholder={t('clusters.brokers.search')}
          value={list.state.filter}
          onSearch={list.setFilter}
        />
      </div>
      <AsyncState query={brokers} errorTitle={t('clusters.brokers.loadFailed')}>
        {() => (
          <ResourceTable<BrokerRow>
            rowKey="broker"
            columns={columns}
            rows={rows}
            list={list}
            total={shown.length}
            emptyText={
              list.state.filter
                ? t('clusters.brokers.noMatch', { filter: list.state.filter })
                : t('clusters.brokers.empty')
            }
          />
        )}
      </AsyncState>
    </div>
  );
}
