import { useTranslation } from 'react-i18next';
import { DateTime, ResourceTable, ResourceValue, type ResourceColumn } from '../../../shared/ui/index.ts';
import type { PublisherStats } from '../topic.api.ts';
import { fullTopicName } from '../topic-name.ts';
import type { TopicTarget } from '../topic-operations.api.ts';
import { bytes, rate, throughput } from './format.ts';
import styles from './topic-page.module.css';

const text = (value: string | number | undefined) =>
  value === undefined ? '—' : <ResourceValue title={String(value)}>{value}</ResourceValue>;

export function ProducersTable({ target, producers }: { target: TopicTarget; producers: PublisherStats[] }) {
  const { t } = useTranslation();
  const columns: ResourceColumn<PublisherStats>[] = [
    {
      key: 'id',
      title: t('topics.overview.producerId'),
      numeric: true,
      render: (_, row) => row.producerId ?? '—',
    },
    { key: 'name', title: t('topics.overview.producerName'), render: (_, row) => text(row.producerName) },
    { key: 'address', title: t('topics.overview.address'), render: (_, row) => text(row.address) },
    {
      key: 'rate',
      title: t('topics.overview.inRate'),
      numeric: true,
      render: (_, row) => rate(row.msgRateIn),
    },
    {
      key: 'throughput',
      title: t('topics.overview.inThroughput'),
      numeric: true,
      render: (_, row) => throughput(row.msgThroughputIn),
    },
    {
      key: 'size',
      title: t('topics.overview.averageMsgSize'),
      numeric: true,
      render: (_, row) => bytes(row.averageMsgSize),
    },
    {
      key: 'since',
      title: t('topics.overview.since'),
      render: (_, row) => <DateTime value={row.connectedSince} relative />,
    },
    {
      key: 'version',
      title: t('topics.overview.clientVersion'),
      render: (_, row) => text(row.clientVersion),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="topic-producers">
      <h2 id="topic-producers" className={styles.sectionTitle}>
        {t('topics.overview.producers')}
      </h2>
      <ResourceTable<PublisherStats>
        aria-label={t('topics.overview.producersTable', { topic: fullTopicName(target.name) })}
        rowKey={(producer) =>
          `${producer.producerId ?? ''}-${producer.producerName ?? ''}-${producer.address ?? ''}`
        }
        rows={producers}
        pageSize={20}
        emptyText={t('topics.overview.noProducers')}
        columns={columns}
      />
    </section>
  );
}
