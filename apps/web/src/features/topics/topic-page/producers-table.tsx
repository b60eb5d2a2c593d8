import { Empty, Table, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublisherStats } from '../topic.api.ts';
import { fullTopicName } from '../topic-name.ts';
import type { TopicTarget } from '../topic-operations.api.ts';
import { bytes, rate, since, throughput } from './format.ts';
import styles from './topic-page.module.css';

export function ProducersTable({ target, producers }: { target: TopicTarget; producers: PublisherStats[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="topic-producers">
      <h2 id="topic-producers" className={styles.sectionTitle}>
        {t('topics.overview.producers')}
      </h2>
      <Table<PublisherStats>
        aria-label={t('topics.overview.producersTable', { topic: fullTopicName(target.name) })}
        rowKey={(producer) =>
          `${producer.producerId ?? ''}-${producer.producerName ?? ''}-${producer.address ?? ''}`
        }
        dataSource={producers}
        size="small"
        pagination={producers.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty description={t('topics.overview.noProducers')} /> }}
        columns={[
          { key: 'id', title: t('topics.overview.producerId'), render: (_, row) => row.producerId ?? '—' },
          {
            key: 'name',
            title: t('topics.overview.producerName'),
            render: (_, row) => row.producerName ?? '—',
          },
          { key: 'address', title: t('topics.overview.address'), render: (_, row) => row.address ?? '—' },
          { key: 'rate', title: t('topics.overview.inRate'), render: (_, row) => rate(row.msgRateIn) },
          {
            key: 'throughput',
            title: t('topics.overview.inThroughput'),
            render: (_, row) => throughput(row.msgThroughputIn),
          },
          {
            key: 'size',
            title: t('topics.overview.averageMsgSize'),
            render: (_, row) => bytes(row.averageMsgSize),
          },
          {
            key: 'since',
            title: t('topics.overview.since'),
            render: (_, row) => {
              const { text, title } = since(row.connectedSince);
              return <Tooltip title={title}>{text}</Tooltip>;
            },
          },
          {
            key: 'version',
            title: t('topics.overview.clientVersion'),
            render: (_, row) => row.clientVersion ?? '—',
          },
        ]}
      />
    </section>
  );
}
