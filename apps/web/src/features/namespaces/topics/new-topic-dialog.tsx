import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

const WHOLE_NUMBER = /^\d+$/;

/**
 * New Topic (inventory 1.9). Pulsar accepts any non-blank local name, but a "/" would be read as a
 * path and a partitioned topic may not contain "-partition-" (its partitions are named that way);
 * anything else Pulsar refuses is shown in its own words, with what was typed kept.
 */
export function NewTopicDialog({ tenant, namespace, onClose }: NewTopicDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewTopicValues>();
  const create = useCreateTopic();
  const [failure, setFailure] = useState<string | undefined>();

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
    <Modal
      open
      title={t('namespaces.newTopic.title')}
      okText={t('namespaces.newTopic.create')}
      cancelText={t('namespaces.newTopic.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<NewTopicValues>
        form={form}
        layout="vertical"
        initialValues={{ domain: 'persistent', topic: '', partitions: '0' }}
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
          rules={[
            { required: true, whitespace: true, message: t('namespaces.newTopic.nameRequired') },
            {
              validator: (_, value: string = '') =>
                value.includes('/')
                  ? Promise.reject(new Error(t('namespaces.newTopic.nameSlash')))
                  : Promise.resolve(),
            },
            ({ getFieldValue }) => ({
              validator: (_, value: string = '') =>
                Number(getFieldValue('partitions')) > 0 && value.includes('-partition-')
                  ? Promise.reject(new Error(t('namespaces.newTopic.namePartition')))
                  : Promise.resolve(),
            }),
          ]}
        >
          <Input autoFocus placeholder={t('namespaces.newTopic.namePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="partitions"
          label={t('namespaces.newTopic.partitions')}
          extra={t('namespaces.newTopic.partitionsHint')}
          rules={[
            {
              validator: (_, value: string = '') =>
                WHOLE_NUMBER.test(value.trim()) && Number.isSafeInteger(Number(value))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('namespaces.newTopic.partitionsInvalid'))),
            },
          ]}
        >
          <Input inputMode="numeric" />
        </Form.Item>
      </Form>
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('namespaces.newTopic.failed', { reason: failure })}
        />
      )}
    </Modal>
  );
}
