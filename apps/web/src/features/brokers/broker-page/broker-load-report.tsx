import { brokerLoad } from '@beacon/pulsar-admin';
import { useQuery } from '@tanstack/react-query';
import { Collapse, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callPulsar } from '../../../shared/api/pulsar-call.ts';
import { pulsarKey } from '../../../shared/api/pulsar-keys.ts';
import { formatBytesPerSecond } from '../../../shared/lib/byte-format.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';
import { AsyncState, DateTime, ResourceTable } from '../../../shared/ui/index.ts';

/** One bundle's load as LocalBrokerData.lastStats writes it (NamespaceBundleStats). */
interface BundleStats {
  msgRateIn?: number;
  msgRateOut?: number;
  msgThroughputIn?: number;
  msgThroughputOut?: number;
  consumerCount?: number;
  producerCount?: number;
  topics?: number;
}

/** The report's fields this view reads beyond the figures; every one optional (load managers differ). */
interface LoadReport {
  webServiceUrl?: string;
  pulsarServiceUrl?: string;
  brokerVersionString?: string;
  loadManagerClassName?: string;
  persistentTopicsEnabled?: boolean;
  nonPersistentTopicsEnabled?: boolean;
  numTopics?: number;
  numBundles?: number;
  lastUpdate?: number;
  startTimestamp?: number;
  maxResourceUsage?: number;
  lastStats?: Record<string, BundleStats>;
}

interface BundleRow extends BundleStats {
  bundle: string;
}

const count = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value, 0));

/**
 * The broker's load report made readable: what it runs and since when, how loaded it is overall, the
 * load of each bundle it owns, and the report as the broker wrote it for anything else. Read from
 * the broker itself (`x-pulsar-broker`): another broker would answer with its own report.
 */
export function BrokerLoadReport({ broker }: { broker: string }) {
  const { t } = useTranslation();
  const report = useQuery({
    queryKey: pulsarKey(brokerLoad.report, {}, broker, 'raw'),
    queryFn: async ({ signal }) =>
      (await callPulsar(brokerLoad.report, {}, { broker, signal, failures: 'in-place' })) as LoadReport,
    staleTime: 10_000,
  });
  const yes = (value: boolean | undefined) =>
    value === undefined ? '—' : value ? t('brokers.report.yes') : t('brokers.report.no');

  return (
    <AsyncState query={report} errorTitle={t('brokers.report.loadFailed', { broker })}>
      {(data) => {
        const bundles: BundleRow[] = Object.entries(data.lastStats ?? {})
          .map(([bundle, stats]) => ({ bundle, ...stats }))
          .sort(
            (a, b) => (b.msgRateIn ?? 0) + (b.msgRateOut ?? 0) - (a.msgRateIn ?? 0) - (a.msgRateOut ?? 0),
          );
        return (
          <>
            <Descriptions
              size="small"
              bordered
              // Two columns only from 1200 px: at 1024 px a port of five digits
              // ("http://127.0.0.1:39755") no longer fitted half the width and broke mid-address.
              column={{ xs: 1, sm: 1, md: 1, lg: 1, xl: 2 }}
              items={[
                { key: 'web', label: t('brokers.report.webServiceUrl'), children: data.webServiceUrl ?? '—' },
                {
                  key: 'pulsar',
                  label: t('brokers.report.pulsarServiceUrl'),
                  children: data.pulsarServiceUrl ?? '—',
                },
                {
                  key: 'version',
                  label: t('brokers.report.version'),
                  children: data.brokerVersionString ?? '—',
                },
                {
                  key: 'loadManager',
                  label: t('brokers.report.loadManager'),
                  children: (
                    <Typography.Text style={{ wordBreak: 'break-all' }}>
                      {data.loadManagerClassName ?? '—'}
                    </Typography.Text>
                  ),
                },
                {
                  key: 'started',
                  label: t('brokers.report.started'),
                  children: <DateTime value={data.startTimestamp} />,
                },
                {
                  key: 'updated',
                  label: t('brokers.report.updated'),
                  children: <DateTime value={data.lastUpdate} relative />,
                },
                { key: 'topics', label: t('brokers.report.topics'), children: count(data.numTopics) },
                { key: 'bundles', label: t('brokers.report.bundles'), children: count(data.numBundles) },
                {
                  key: 'maxUsage',
                  label: t('brokers.report.maxResourceUsage'),
                  children:
                    data.maxResourceUsage === undefined
                      ? '—'
                      : `${formatNumber(data.maxResourceUsage * 100, 0)}%`,
                },
                {
                  key: 'domains',
                  label: t('brokers.report.topicDomains'),
                  children: t('brokers.report.topicDomainsValue', {
                    persistent: yes(data.persistentTopicsEnabled),
                    nonPersistent: yes(data.nonPersistentTopicsEnabled),
                  }),
                },
              ]}
            />
            <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
              {t('brokers.report.bundleLoad')}
            </Typography.Title>
            <ResourceTable<BundleRow>
              rowKey="bundle"
              rows={bundles}
              pageSize={10}
              emptyText={t('brokers.report.noBundleLoad')}
              columns={[
                { key: 'bundle', title: t('brokers.owned.bundle'), dataIndex: 'bundle' },
                {
                  key: 'in',
                  title: t('brokers.report.msgRateIn'),
                  numeric: true,
                  render: (_, row) => formatNumber(row.msgRateIn ?? 0),
                },
                {
                  key: 'out',
                  title: t('brokers.report.msgRateOut'),
                  numeric: true,
                  render: (_, row) => formatNumber(row.msgRateOut ?? 0),
                },
                {
                  key: 'tpIn',
                  title: t('brokers.report.throughputIn'),
                  numeric: true,
                  render: (_, row) => formatBytesPerSecond(row.msgThroughputIn ?? 0),
                },
                {
                  key: 'tpOut',
                  title: t('brokers.report.throughputOut'),
                  numeric: true,
                  render: (_, row) => formatBytesPerSecond(row.msgThroughputOut ?? 0),
                },
                {
                  key: 'topics',
                  title: t('brokers.report.topics'),
                  numeric: true,
                  render: (_, row) => count(row.topics),
                },
              ]}
            />
            <Collapse
              style={{ marginTop: 16 }}
              items={[
                {
                  key: 'raw',
                  label: t('brokers.report.raw'),
                  children: (
                    <pre
                      role="region"
                      aria-label={t('brokers.report.raw')}
                      tabIndex={0}
                      style={{ maxHeight: 400, overflow: 'auto', margin: 0 }}
                    >
                      {JSON.stringify(data, null, 2)}
                    </pre>
                  ),
                },
              ]}
            />
          </>
        );
      }}
    </AsyncState>
  );
}
