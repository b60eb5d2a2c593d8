import { Alert, Select, Space } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TopicName } from '../topic-name.ts';
import { usePartitionMetadata } from '../topics.queries.ts';
import styles from './topic-page.module.css';

/** The choice that is no single partition: all of them, or none when the topic is not partitioned. */
const NO_PARTITION = -1;

interface PartitionSelectProps {
  /** The topic whose partitions are offered: disabled when Pulsar says it has none. */
  parent: TopicName;
  /** The partition shown; undefined for the whole topic. */
  index: number | undefined;
  cluster: string | undefined;
  /** Offers the whole topic ("All partitions of …") besides its partitions. */
  offerAll?: boolean;
  onChange: (index: number | undefined) => void;
}

/** One partition of a partitioned topic to open (inventory 1.10 and 1.12: "-1" means none). */
export function PartitionSelect({
  parent,
  index,
  cluster,
  offerAll = false,
  onChange,
}: PartitionSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const metadata = usePartitionMetadata(parent, cluster);
  const count = metadata.data?.partitions ?? 0;
  const partitioned = count > 0 || index !== undefined;
  const whole = partitioned
    ? t('topics.header.allPartitions', { topic: parent.topic })
    : t('topics.header.notPartitioned');
  return (
    <Space wrap>
      <label htmlFor={id}>{t('topics.header.partition')}</label>
      <Select
        id={id}
        className={styles.partitionSelect}
        value={index ?? NO_PARTITION}
        loading={metadata.isPending}
        disabled={!partitioned}
        aria-label={t('topics.header.partition')}
        onChange={(next: number) => onChange(next === NO_PARTITION ? undefined : next)}
        options={[
          ...(offerAll || !partitioned ? [{ value: NO_PARTITION, label: whole }] : []),
          ...Array.from({ length: Math.max(count, (index ?? -1) + 1) }, (_, value) => ({
            value,
            label: t('topics.header.partitionOption', { index: value }),
          })),
        ]}
      />
      {metadata.isError && (
        <Alert
          type="warning"
          showIcon
          title={t('topics.header.partitionsFailed', {
            topic: parent.topic,
            message: metadata.error.message,
          })}
        />
      )}
    </Space>
  );
}
