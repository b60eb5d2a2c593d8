import { newTopicSchema } from '@beacon/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreateDialog, useZodRules } from '../../../shared/forms/index.ts';
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
  const rules = useZodRules(newTopicSchema);

  return (
    <CreateDialog
      title={t('namespaces.newTopic.title')}
      okText={t('namespaces.newTopic.create')}
      name="new-topic"
      form={form}
      initialValues={INITIAL_VALUES}
      create={{
        ...create,
        mutateAsync: ({ domain, topic, partitions }: NewTopicValues) =>
          create.mutateAsync({
            tenant,
            namespace,
            domain,
            topic: topic.trim(),
            partitions: Number(partitions),
          }),
      }}
      createdText={t('namespaces.newTopic.created')}
      failed={(reason) => t('namespaces.newTopic.failed', { reason })}
      onClose={onClose}
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
    </CreateDialog>
  );
}
