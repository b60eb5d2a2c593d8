import { Button, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { PartitionField, formatCount, wholeNumber } from './form-fields.tsx';
import type { OperationFormProps } from './operation-context.ts';

interface SkipValues {
  count: number;
  partition: number;
}

/** POST …/subscription/{sub}/skip/{n}; Pulsar refuses it on a partitioned topic's base name. */
export function SkipForm({ subscription, partitions, backlog, allowed, onConfirm }: OperationFormProps) {
  const { t, i18n } = useTranslation();
  const partitioned = partitions > 0;

  function submit({ count, partition }: SkipValues) {
    const values = {
      count: formatCount(count, i18n.language),
      backlog: formatCount(backlog, i18n.language),
      subscription,
      where: partitioned ? t('subscriptions.operations.onPartition', { index: partition }) : '',
    };
    onConfirm({
      operation: { kind: 'skip', count, partition: partitioned ? partition : undefined },
      title: t('subscriptions.operations.skip.confirmTitle'),
      text: t('subscriptions.operations.skip.confirm', values),
      // The number itself, not its formatted text: i18next picks the plural form from it.
      okText: t('subscriptions.operations.skip.ok', { count }),
    });
  }

  return (
    <Form<SkipValues>
      name="skip"
      layout="vertical"
      onFinish={submit}
      initialValues={{ partition: 0 }}
      disabled={!allowed}
      aria-label={t('subscriptions.operations.names.skip')}
    >
      {partitioned && <PartitionField partitions={partitions} />}
      <Form.Item
        name="count"
        label={t('subscriptions.operations.skip.count')}
        rules={[wholeNumber(t('subscriptions.operations.validation.messages'), (value) => value > 0)]}
      >
        <InputNumber />
      </Form.Item>
      <Button type="primary" danger htmlType="submit">
        {t('subscriptions.operations.skip.submit')}
      </Button>
    </Form>
  );
}
