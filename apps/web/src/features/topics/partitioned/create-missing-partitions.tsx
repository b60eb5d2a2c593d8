// POST …/createMissedPartitions: Pulsar creates each partition its metadata counts that is not there
// (one deleted, or never created) and leaves the others alone (PersistentTopicsBase.java:526-549).
// Asked first, saying what it does; Pulsar's reason shows in the dialog when it refuses.
import { createMissedPartitions } from '@beacon/pulsar-admin';
import { Alert, Button, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callPulsar } from '../../../shared/api/pulsar-call.ts';
import { useCan } from '../../../shared/auth/index.ts';
import { toast, useConfirm } from '../../../shared/ui/index.ts';
import { topicParams } from '../topic.api.ts';
import { fullTopicName, type TopicName } from '../topic-name.ts';
import { partitionedTopicKeys } from './partitioned-topic.queries.ts';

export function CreateMissingPartitions({ name, count }: { name: TopicName; count: number }) {
  const { t } = useTranslation();
  const allowed = useCan('topic.operate', name.tenant);
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const topic = fullTopicName(name);
  const create = useMutation({
    mutationFn: () => callPulsar(createMissedPartitions, topicParams(name), { failures: 'caller' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partitionedTopicKeys.one(name) }),
  });

  const ask = () =>
    confirm({
      title: t('properties.missingPartitions.confirmTitle'),
      description: t('properties.missingPartitions.confirm', { topic, partitions: count }),
      confirmLabel: t('properties.missingPartitions.ok'),
      onConfirm: () =>
        create.mutateAsync().then(() => {
          toast.success(t('properties.missingPartitions.done'));
        }),
    });

  return (
    <section aria-labelledby="create-missing-partitions">
      <Typography.Title level={2} id="create-missing-partitions">
        {t('properties.missingPartitions.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('properties.missingPartitions.detail', { topic })}</Typography.Paragraph>
      {!allowed && <Alert type="warning" showIcon title={t('properties.missingPartitions.readOnly')} />}
      <Button disabled={!allowed} onClick={() => void ask()}>
        {t('properties.missingPartitions.action')}
      </Button>
    </section>
  );
}
