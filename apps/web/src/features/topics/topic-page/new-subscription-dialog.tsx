import { subscriptionNameSchema } from '@beacon/contracts';
import { RefusalNotice } from '../../../shared/forms/form-failure.tsx';
import { Form, Input, Radio } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  useFormDirty,
  useUnsavedChangesGuard,
  useZodRules,
  FormDialog,
} from '../../../shared/forms/index.ts';
import { toast } from '../../../shared/ui/toast-store.ts';
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
  const [refusal, setRefusal] = useState<string>();
  const firing = useRef(false);
  const rules = useZodRules(newSubscriptionSchema);
  const guard = useUnsavedChangesGuard(useFormDirty(form, INITIAL_VALUES));
  const create = useTopicMutation(target, ({ name, position }: Values) =>
    createSubscription(target, name, position),
  );

  async function submit(values: Values) {
    if (firing.current) return;
    firing.current = true;
    setRefusal(undefined);
    try {
      await create.mutateAsync(values);
      onCreated?.();
      toast.success(t('topics.subscriptions.created'));
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      firing.current = false;
    }
  }

  return (
    <FormDialog
      title={t('topics.subscriptions.dialogTitle')}
      okText={t('topics.subscriptions.create')}
      cancelText={t('topics.operations.cancel')}
      form={form}
      pending={create.isPending}
      guard={guard}
      onClose={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={INITIAL_VALUES}
        onFinish={(values) => void submit(values)}
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
      </Form>
      <RefusalNotice
        text={refusal === undefined ? undefined : t('topics.operations.refused', { reason: refusal })}
      />
    </FormDialog>
  );
}
