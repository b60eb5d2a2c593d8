// MESSAGES tab of the topic page: reads the latest or the n-th message, or one by id, without
// creating a subscription (examine-message / get-message-by-id), and publishes through Pulsar's
// REST produce API, or, on an AVRO, PROTOBUF_NATIVE or JSON topic, a JSON value the server encodes by
// the topic's schema (decision 0077). A partitioned topic is read one chosen partition at a time.
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/auth/can.tsx';
import { userInfoQueryOptions } from '../../../shared/auth/user-info.ts';
import { AsyncState, Link, PageLoading, ForbiddenPage } from '../../../shared/ui/index.ts';
import { routes, WORKBENCH_TOPIC_PARAM } from '../../../shared/routes/route-table.ts';
import { useLatestSchema } from '../schema/schema.queries.ts';
import { fullTopicName, partitionOf, partitionTopic, type TopicName } from '../topic-name.ts';
import { MessageBrowser } from './message-browser.tsx';
import { usePartitionCount } from './messages.queries.ts';
import { ProduceDialog } from './produce-dialog.tsx';
import styles from './messages.module.css';

export interface TopicMessagesTabProps {
  topic: TopicName;
}

export function TopicMessagesTab({ topic }: TopicMessagesTabProps) {
  const { t } = useTranslation();
  const user = useQuery(userInfoQueryOptions());
  const canRead = useCan('message.read', topic.tenant);
  const canProduce = useCan('message.produce', topic.tenant);
  const canReadSchema = useCan('schema.read', topic.tenant);
  const [producing, setProducing] = useState(false);
  const [partition, setPartition] = useState(0);
  // A partition page reads itself; any other topic may be a partitioned one, read partition by partition.
  const isPartition = partitionOf(topic) !== undefined;
  const partitions = usePartitionCount(topic, canRead && !isPartition);
  // Produce needs the schema too: it decides whether the value is text or JSON for the schema.
  const schema = useLatestSchema(topic, (canRead || canProduce) && canReadSchema);

  if (user.isPending) return <PageLoading />;
  if (!canRead && !canProduce)
    return <ForbiddenPage level={2} detail={t('messages.forbidden', { tenant: topic.tenant })} />;

  const count = partitions.data ?? 0;
  const target = count > 0 ? partitionTopic(topic, Math.min(partition, count - 1)) : topic;
  const schemaType = schema.data?.type;

  const reader = <MessageBrowser key={target.topic} topic={target} schemaType={schemaType} />;
  let browser;
  if (!canRead) browser = <Alert type="info" showIcon title={t('messages.readForbidden')} />;
  else if (topic.domain === 'non-persistent')
    browser = <Alert type="info" showIcon title={t('messages.nonPersistent')} />;
  else if (isPartition) browser = reader;
  else
    browser = (
      <AsyncState query={partitions} errorTitle={t('messages.partitionsFailed')}>
        {() => reader}
      </AsyncState>
    );

  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        {count > 0 && (
          <Select
            aria-label={t('messages.partition')}
            value={Math.min(partition, count - 1)}
            onChange={setPartition}
            style={{ minWidth: 160 }}
            options={Array.from({ length: count }, (_, index) => ({
              value: index,
              label: t('messages.partitionN', { index }),
            }))}
          />
        )}
        {schemaType && <span>{t('messages.schemaType', { type: schemaType })}</span>}
        {canRead && topic.domain === 'persistent' && (
          // The whole topic (all its partitions) from its first message, in the workbench.
          <Link to={routes.workbench.href({}, { [WORKBENCH_TOPIC_PARAM]: fullTopicName(topic) })}>
            {t('workbench.openFromTopic')}
          </Link>
        )}
        {canProduce && (
          <Button type="primary" className={styles.toolbarEnd} onClick={() => setProducing(true)}>
            {t('messages.produce.open')}
          </Button>
        )}
      </div>
      {browser}
      <ProduceDialog
        topic={topic}
        schemaType={schemaType}
        open={producing}
        onClose={() => setProducing(false)}
      />
    </div>
  );
}
