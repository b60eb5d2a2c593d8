import { partitionsIncreaseSchema } from '@beacon/contracts';
import { Alert, Button, Form, InputNumber, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCan } from '../../../shared/auth/index.ts';
import { useFormDirty, useUnsavedChangesGuard, useZodRules } from '../../../shared/forms/index.ts';
import { toast, useConfirm } from '../../../shared/ui/index.ts';
import { fullTopicName, type TopicName } from '../topic-name.ts';
import { useUpdatePartitionCount } from './partitioned-topic.queries.ts';

/** POST …/partitions with a larger count: Pulsar adds partitions and never removes them. */
export function UpdatePartitions({ name, count }: { name: TopicName; count: number }) {
  const { t } = useTranslation();
  const allowed = useCan('topic.partitions.update', name.tenant);
  const update = useUpdatePartitionCount(name);
  const confirm = useConfirm();
  const [form] = Form.useForm<{ partitions?: number }>();
  const schema = useMemo(() => z.object({ partitions: partitionsIncreaseSchema(count) }), [count]);
  const rules = useZodRules(schema, { count });
  const guard = useUnsavedChangesGuard(useFormDirty(form, {}));

  const ask = (desired: number) =>
    confirm({
      title: t('partitionedTopics.update.confirmTitle'),
      description: t('partitionedTopics.update.confirm', {
        added: desired - count,
        topic: fullTopicName(name),
        from: count,
        to: desired,
      }),
      confirmLabel: t('partitionedTopics.update.ok'),
      onConfirm: () =>
        update.mutateAsync(desired).then(() => {
          toast.success(t('partitionedTopics.update.done', { count: desired }));
          form.resetFields();
        }),
    });

  return (
    <section>
      <Typography.Title level={2}>{t('partitionedTopics.update.title')}</Typography.Title>
      <Typography.Paragraph>{t('partitionedTopics.update.current', { count })}</Typography.Paragraph>
      {!allowed && <Alert type="warning" showIcon title={t('partitionedTopics.update.readOnly')} />}
      <Form<{ partitions?: number }>
        form={form}
        layout="inline"
        disabled={!allowed}
        aria-label={t('partitionedTopics.update.title')}
        onFinish={({ partitions }) => {
          if (partitions !== undefined) void ask(partitions);
        }}
      >
        <Form.Item name="partitions" label={t('partitionedTopics.update.label')} rules={rules('partitions')}>
          <InputNumber />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('partitionedTopics.update.submit')}
        </Button>
      </Form>
      {guard.prompt}
    </section>
  );
}
