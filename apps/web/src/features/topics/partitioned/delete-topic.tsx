import { Alert, Button, Checkbox, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../../shared/auth/index.ts';
import { toast } from '../../../shared/ui/toast-store.ts';
import { fullTopicName, type TopicName } from '../topic-name.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useDeletePartitionedTopic } from './partitioned-topic.queries.ts';

/** DELETE …/partitions (optionally forced), then back to the namespace's topics. */
export function DeleteTopic({ name, count }: { name: TopicName; count: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useCan('topic.delete', name.tenant);
  const remove = useDeletePartitionedTopic(name);
  const [open, setOpen] = useState(false);
  const [force, setForce] = useState(false);
  const topic = fullTopicName(name);

  return (
    <section>
      <Typography.Title level={2}>{t('partitionedTopics.delete.title')}</Typography.Title>
      {!allowed && <Alert type="warning" showIcon title={t('partitionedTopics.delete.readOnly')} />}
      <Button
        danger
        disabled={!allowed}
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        {t('partitionedTopics.delete.submit')}
      </Button>
      {open && (
        <ConfirmDialog
          title={t('partitionedTopics.delete.confirmTitle')}
          text={t('partitionedTopics.delete.confirm', { topic, count })}
          okText={t('partitionedTopics.delete.ok')}
          pending={remove.isPending}
          error={remove.error}
          errorTitle={t('partitionedTopics.delete.failed')}
          onConfirm={() =>
            remove.mutateAsync(force).then(() => {
              toast.success(t('partitionedTopics.delete.done', { topic }));
              void navigate(`/management/namespaces/${name.tenant}/${name.namespace}/namespace?tab=topics`);
            })
          }
          onCancel={() => setOpen(false)}
        >
          <Checkbox checked={force} onChange={(event) => setForce(event.target.checked)}>
            {t('partitionedTopics.delete.force')}
          </Checkbox>
        </ConfirmDialog>
      )}
    </section>
  );
}
