import { subscriptionNameSchema } from '@beacon/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CreateDialog, useZodRules } from '../../../shared/forms/index.ts';
import { createSubscription, type InitialPosition, type TopicTarget } from '../topic-operations.api.ts';
import { useTopicMutation } from '../topics.queries.ts';

interface Values {
  name: string;
  position: InitialPosition;
}

const newSubscriptionSchema = z.object({ name: subscriptionNameSchema });
const INITIAL_VALUES: Values = { name: '', position: 'latest' };

/**
 * New Subscription: PUT …/subscription/{name} with the initial position as body. On a partitioned
 * topic's own name Pulsar creates it on every partition. `onCreated` refreshes what else shows it.
 */
export function NewSubscriptionDialog({
  target,
  onClose,
  onCreated,
}: {
  target: TopicTarget;
  onClose: () => void;
  onCreated?: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rules = useZodRules(newSubscriptionSchema);
  const create = useTopicMutation(target, async ({ name, position }: Values) => {
    await createSubscription(target, name, position);
    onCreated?.();
  });

  return (
    <CreateDialog
      title={t('topics.subscriptions.dialogTitle')}
      okText={t('topics.subscriptions.create')}
      name="new-subscription"
      form={form}
      initialValues={INITIAL_VALUES}
      create={create}
      createdText={t('topics.subscriptions.created')}
      failed={(reason) => t('topics.operations.refused', { reason })}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('topics.subscriptions.name')} rules={rules('name')}>
        <Input placeholder={t('topics.subscriptions.namePlaceholder')} autoFocus />
      </Form.Item>
      <Form.Item name="position" label={t('topics.subscriptions.position')}>
        <Radio.Group
          options={[
            { value: 'latest', label: t('topics.subscriptions.latest') },
            { value: 'earliest', label: t('topics.subscriptions.earliest') },
          ]}
        />
      </Form.Item>
    </CreateDialog>
  );
}
