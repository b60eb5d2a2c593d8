import { Alert, Checkbox, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, ConfirmButton, toast } from '../../../shared/ui/index.ts';
import { useCan } from '../../../shared/auth/index.ts';
import { fullTopicName, type TopicName } from '../topic-name.ts';
import { useDeletePartitionedTopic } from './partitioned-topic.queries.ts';
import { routes } from '../../../shared/routes/route-table.ts';

/** DELETE …/partitions (optionally forced), then back to the namespace's topics. */
export function DeleteTopic({ name, count }: { name: TopicName; count: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useCan('topic.delete', name.tenant);
  const remove = useDeletePartitionedTopic(name);
  const [force, setForce] = useState(false);
  const topic = fullTopicName(name);

  return (
    <section>
      <Typography.Title level={2}>{t('partitionedTopics.delete.title')}</Typography.Title>
      {!allowed && <Alert type="warning" showIcon title={t('partitionedTopics.delete.readOnly')} />}
      <ConfirmButton
        label={t('partitionedTopics.delete.submit')}
        disabled={!allowed}
        danger
        title={t('partitionedTopics.delete.confirmTitle')}
        description={t('partitionedTopics.delete.confirm', { topic, count })}
        confirmLabel={t('partitionedTopics.delete.ok')}
        // A forced delete drops live clients and backlog on every partition: type the name first.
        typedName={force ? topic : undefined}
        onConfirm={() =>
          remove.mutateAsync(force).then(() => {
            toast.success(t('partitionedTopics.delete.done', { topic }));
            void navigate(routes.namespace.href(name, { tab: 'topics' }));
          })
        }
        onClose={() => setForce(false)}
      >
        <Checkbox checked={force} onChange={(event) => setForce(event.target.checked)}>
          {t('partitionedTopics.delete.force')}
        </Checkbox>
      </ConfirmButton>
    </section>
  );
}
