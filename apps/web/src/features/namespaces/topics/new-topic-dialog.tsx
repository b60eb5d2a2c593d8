import { newTopicSchema } from '@beacon/contracts';
import { RefusalNotice } from '../../../shared/forms/form-failure.tsx';
import { Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useFormDirty,
  useUnsavedChangesGuard,
  useZodRules,
  FormDialog,
} from '../../../shared/forms/index.ts';
import { toast } from '../../../shared/ui/toast-store.ts';
import type { TopicDomain } from '../namespaces.api.ts';
import { useCreateTopic } from '../namespaces.queries.ts';

interface NewTopicValues {
  domain: TopicDomain;
  topic: string;
  partitions: string;
}

interface NewTopicDialogProps {
  tenant: string;
  namespace: string;
  onClose: () => void;
}

const INITIAL_VALUES: NewTopicValues = { domain: 'persistent', topic: '', partitions: '0' };

/**
 * New Topic (inventory 1.9): the name rules are the contracts' newTopicSchema; anything else Pulsar
 * refuses is shown in its own words, with what was typed kept.
 */
export function NewTopicDialog({ tenant, namespace, onClose }: NewTopicDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewTopicValues>();
  const create = useCreateTopic();
  const [failure, setFailure] = useState<string | undefined>();
  const rules = useZodRules(newTopicSchema);
  const guard = useUnsavedChangesGuard(useFormDirty(form, INITIAL_VALUES));

  async function submit(values: NewTopicValues) {
    if (create.isPending) return;
    setFailure(undefined);
    try {
      await create.mutateAsync({
        tenant,
        namespace,
        domain: values.domain,
        topic: values.topic.trim(),
        partitions: Number(values.partitions),
      });
      toast.success(t('namespaces.newTopic.created'));
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <FormDialog
      title={t('namespaces.newTopic.title')}
      okText={t('namespaces.newTopic.create')}
      cancelText={t('namespaces.newTopic.cancel')}
      form={form}
      pending={create.isPending}
      guard={guard}
      onClose={onClose}
    >
      <Form<NewTopicValues>
        form={form}
        layout="vertical"
        initialValues={INITIAL_VALUES}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="domain" label={t('namespaces.newTopic.domain')}>
          <Radio.Group
            options={[
              { value: 'persistent', label: t('namespaces.newTopic.persistent') },
              { value: 'non-persistent', label: t('namespaces.newTopic.nonPersistent') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="topic"
          label={t('namespaces.newTopic.name')}
          dependencies={['partitions']}
          rules={rules('topic')}
        >
          <Input autoFocus placeholder={t('namespaces.newTopic.namePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="partitions"
          label={t('namespaces.newTopic.partitions')}
          extra={t('namespaces.newTopic.partitionsHint')}
          rules={rules('partitions')}
        >
          <Input inputMode="numeric" />
        </Form.Item>
      </Form>
      <RefusalNotice text={failure ? t('namespaces.newTopic.failed', { reason: failure }) : undefined} />
    </FormDialog>
  );
}
