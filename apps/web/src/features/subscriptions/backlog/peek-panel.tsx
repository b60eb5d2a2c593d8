import { Button, Form, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../shared/forms/index.ts';
import { DateTime, ResourceTable, ResourceValue, type ResourceColumn } from '../../../shared/ui/index.ts';
import {
  fullTopicName,
  MessageView,
  partitionTopic,
  payloadText,
  type TopicName,
} from '../../topics/index.ts';
import type { PeekedMessage } from '../subscriptions.api.ts';
import { usePeekMessages } from '../subscriptions.queries.ts';
import { PartitionField, wholeNumber } from './form-fields.tsx';

interface PeekValues {
  count: number;
  partition: number;
}

/** Peeking reads one message per call; more than this is a job for a consumer, not a console. */
const MAX_PEEK = 100;

interface PeekPanelProps {
  name: TopicName;
  subscription: string;
  partitions: number;
  allowed: boolean;
}

/**
 * GET …/subscription/{sub}/position/{n} for n = 1..count. Pulsar refuses peek on a partitioned
 * topic's base name, so it reads the chosen partition `{topic}-partition-{i}` (Pulsar Manager
 * dropped the suffix and peeked nothing).
 */
export function PeekPanel({ name, subscription, partitions, allowed }: PeekPanelProps) {
  const { t } = useTranslation();
  const peek = usePeekMessages(subscription);
  const [peeked, setPeeked] = useState<TopicName>();

  function submit({ count, partition }: PeekValues) {
    const topic = partitions > 0 ? partitionTopic(name, partition) : name;
    setPeeked(topic);
    peek.mutate({ topic, count });
  }

  /** A value on one line, ellipsed, whole in its title. */
  const column = (
    key: string,
    title: string,
    value: (row: PeekedMessage) => string | number | undefined,
  ): ResourceColumn<PeekedMessage> => ({
    key,
    title,
    render: (_: unknown, row: PeekedMessage) => {
      const shown = value(row);
      if (shown === undefined || shown === '') return '—';
      return <ResourceValue title={String(shown)}>{shown}</ResourceValue>;
    },
  });
  const metadata = (row: PeekedMessage) => row.message.metadata;
  return (
    <div>
      <Form<PeekValues>
        // Each form its own name: antd prefixes field ids with it, so the Partition fields of the
        // forms side by side never share an id (a label would point at another form's input).
        name="peek"
        layout="vertical"
        onFinish={submit}
        initialValues={{ partition: 0, count: 1 }}
        disabled={!allowed}
        aria-label={t('subscriptions.operations.names.peek')}
      >
        {partitions > 0 && <PartitionField partitions={partitions} />}
        <Form.Item
          name="count"
          label={t('subscriptions.operations.peek.count')}
          rules={[wholeNumber(t('subscriptions.operations.validation.messages'), (value) => value > 0)]}
        >
          <InputNumber max={MAX_PEEK} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={peek.isPending}>
          {t('subscriptions.operations.peek.submit')}
        </Button>
      </Form>
      <div aria-live="polite">
        <FormFailure title={t('subscriptions.operations.peek.failed')} error={peek.error} />
        {peek.isSuccess && peeked && (
          <ResourceTable<PeekedMessage>
            rowKey="position"
            title={() => (
              <Typography.Text strong>
                {t('subscriptions.operations.peek.caption', { topic: fullTopicName(peeked) })}
              </Typography.Text>
            )}
            emptyText={t('subscriptions.operations.peek.none')}
            rows={peek.data}
            // The whole message on demand: metadata, batch entries, payload as text, JSON or hex.
            expandable={{
              expandedRowRender: (row) => <MessageView message={row.message} schemaType={undefined} />,
            }}
            columns={[
              {
                key: 'position',
                title: t('subscriptions.operations.peek.columns.position'),
                numeric: true,
                render: (_: unknown, row: PeekedMessage) => row.position,
              },
              column(
                'messageId',
                t('subscriptions.operations.peek.columns.messageId'),
                (row) => metadata(row).messageId,
              ),
              {
                key: 'publishTime',
                title: t('subscriptions.operations.peek.columns.publishTime'),
                render: (_: unknown, row: PeekedMessage) => <DateTime value={metadata(row).publishTime} />,
              },
              column(
                'producerName',
                t('subscriptions.operations.peek.columns.producer'),
                (row) => metadata(row).producerName,
              ),
              column('key', t('subscriptions.operations.peek.columns.key'), (row) => metadata(row).key),
              column('properties', t('subscriptions.operations.peek.columns.properties'), (row) =>
                metadata(row)
                  .properties.map(([name, value]) => `${name}=${value}`)
                  .join(', '),
              ),
              {
                key: 'payload',
                title: t('subscriptions.operations.peek.columns.payload'),
                render: (_: unknown, row: PeekedMessage) => (
                  <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{payloadText(row.message.payload)}</pre>
                ),
              },
            ]}
          />
        )}
      </div>
    </div>
  );
}
