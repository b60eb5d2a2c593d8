import { Button, Divider, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PartitionField, requiredNumber, wholeNumber } from './form-fields.tsx';
import { formatUtc, type OperationFormProps } from './operation-context.ts';

interface TimeValues {
  minutes: number;
}

interface PositionValues {
  ledgerId: number;
  entryId: number;
  partition: number;
}

/**
 * Reset by time (POST …/resetcursor/{timestampMs}, fanned out by the broker over partitions) and by
 * message id (POST …/resetcursor with a position, which Pulsar takes on one partition at a time).
 */
export function ResetForm({ subscription, partitions, allowed, onConfirm }: OperationFormProps) {
  const { t } = useTranslation();
  const partitioned = partitions > 0;
  const messageId = t('subscriptions.operations.validation.messageId');

  function byTime({ minutes }: TimeValues) {
    const timestamp = Date.now() - minutes * 60_000;
    onConfirm({
      operation: { kind: 'resetTime', timestamp },
      title: t('subscriptions.operations.reset.confirmTitle'),
      text: t('subscriptions.operations.reset.confirmTime', { subscription, time: formatUtc(timestamp) }),
      okText: t('subscriptions.operations.reset.ok'),
    });
  }

  function byPosition({ ledgerId, entryId, partition }: PositionValues) {
    const index = partitioned ? partition : undefined;
    onConfirm({
      operation: { kind: 'resetPosition', ledgerId, entryId, partition: index },
      title: t('subscriptions.operations.reset.confirmTitle'),
      text: t('subscriptions.operations.reset.confirmPosition', {
        subscription,
        ledgerId,
        entryId,
        where: partitioned ? t('subscriptions.operations.onPartition', { index }) : '',
      }),
      okText: t('subscriptions.operations.reset.ok'),
    });
  }

  return (
    <div>
      <Typography.Title level={3}>{t('subscriptions.operations.reset.byTime')}</Typography.Title>
      <Form<TimeValues>
        name="resetByTime"
        layout="vertical"
        onFinish={byTime}
        disabled={!allowed}
        aria-label={t('subscriptions.operations.reset.byTime')}
      >
        <Form.Item
          name="minutes"
          label={t('subscriptions.operations.reset.minutes')}
          rules={requiredNumber(
            t('subscriptions.operations.validation.resetRequired'),
            t('subscriptions.operations.validation.minutes'),
            (value) => Number.isInteger(value) && value >= 0,
          )}
        >
          <InputNumber />
        </Form.Item>
        <Button type="primary" danger htmlType="submit">
          {t('subscriptions.operations.reset.submitTime')}
        </Button>
      </Form>
      <Divider />
      <Typography.Title level={3}>{t('subscriptions.operations.reset.byMessageId')}</Typography.Title>
      <Form<PositionValues>
        name="resetByPosition"
        layout="vertical"
        onFinish={byPosition}
        initialValues={{ partition: 0 }}
        disabled={!allowed}
        aria-label={t('subscriptions.operations.reset.byMessageId')}
      >
        {partitioned && <PartitionField partitions={partitions} />}
        <Form.Item
          name="ledgerId"
          label={t('subscriptions.operations.reset.ledgerId')}
          rules={[wholeNumber(messageId, (value) => value >= 0)]}
        >
          <InputNumber />
        </Form.Item>
        <Form.Item
          name="entryId"
          label={t('subscriptions.operations.reset.entryId')}
          rules={[wholeNumber(messageId, (value) => value >= 0)]}
        >
          <InputNumber />
        </Form.Item>
        <Button type="primary" danger htmlType="submit">
          {t('subscriptions.operations.reset.submitPosition')}
        </Button>
      </Form>
    </div>
  );
}
