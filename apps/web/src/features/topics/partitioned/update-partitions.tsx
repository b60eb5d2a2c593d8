import { Alert, Button, Form, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/auth/index.ts';
import { toast } from '../../../shared/ui/toast-store.ts';
import { fullTopicName, type TopicName } from '../topic-name.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useUpdatePartitionCount } from './partitioned-topic.queries.ts';

/** POST …/partitions with a larger count: Pulsar adds partitions and never removes them. */
export function UpdatePartitions({ name, count }: { name: TopicName; count: number }) {
  const { t } = useTranslation();
  const allowed = useCan('topic.partitions.update', name.tenant);
  const update = useUpdatePartitionCount(name);
  const [desired, setDesired] = useState<number>();

  return (
    <section>
      <Typography.Title level={2}>{t('partitionedTopics.update.title')}</Typography.Title>
      <Typography.Paragraph>{t('partitionedTopics.update.current', { count })}</Typography.Paragraph>
      {!allowed && <Alert type="warning" showIcon title={t('partitionedTopics.update.readOnly')} />}
      <Form<{ partitions: number }>
        layout="inline"
        disabled={!allowed}
        aria-label={t('partitionedTopics.update.title')}
        onFinish={({ partitions }) => {
          update.reset();
          setDesired(partitions);
        }}
      >
        <Form.Item
          name="partitions"
          label={t('partitionedTopics.update.label')}
          rules={[
            {
              validator: (_rule, value: unknown) =>
                typeof value === 'number' && Number.isInteger(value) && value > count
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('partitionedTopics.update.mustIncrease', { count }))),
            },
          ]}
        >
          <InputNumber />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('partitionedTopics.update.submit')}
        </Button>
      </Form>
      {desired !== undefined && (
        <ConfirmDialog
          title={t('partitionedTopics.update.confirmTitle')}
          text={t('partitionedTopics.update.confirm', {
            added: desired - count,
            topic: fullTopicName(name),
            from: count,
            to: desired,
          })}
          okText={t('partitionedTopics.update.ok')}
          pending={update.isPending}
          error={update.error}
          errorTitle={t('partitionedTopics.update.failed')}
          onConfirm={() =>
            update.mutateAsync(desired).then(() => {
              toast.success(t('partitionedTopics.update.done', { count: desired }));
              setDesired(undefined);
            })
          }
          onCancel={() => setDesired(undefined)}
        />
      )}
    </section>
  );
}
