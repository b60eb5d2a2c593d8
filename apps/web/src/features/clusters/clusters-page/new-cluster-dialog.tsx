import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreateDialog, useZodRules } from '../../../shared/forms/index.ts';
import {
  clusterDataOf,
  clusterFormSchema,
  emptyClusterForm,
  type ClusterFormValues,
} from '../cluster-form.ts';
import { ClusterUrlFields } from '../cluster-url-fields.tsx';
import { useCreateCluster } from '../clusters.queries.ts';

/**
 * New Cluster (inventory 1.13's dormant dialog, working): name and service URLs → PUT
 * /admin/v2/clusters/{cluster}. Pulsar's refusal (409 `Cluster already exists`, 412 `Cluster name
 * is not valid`) stays in the dialog with what was typed.
 */
export function NewClusterDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ClusterFormValues>();
  const create = useCreateCluster();
  const rules = useZodRules(clusterFormSchema);

  return (
    <CreateDialog
      title={t('clusters.create.title')}
      okText={t('clusters.create.submit')}
      name="new-cluster"
      form={form}
      initialValues={emptyClusterForm}
      create={{
        ...create,
        mutateAsync: (values: ClusterFormValues) =>
          create.mutateAsync({ name: values.name.trim(), data: clusterDataOf(values) }),
      }}
      createdText={t('clusters.create.created')}
      failed={t('clusters.create.failed')}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('clusters.fields.name')} rules={rules('name')}>
        <Input placeholder={t('clusters.fields.namePlaceholder')} autoFocus />
      </Form.Item>
      <ClusterUrlFields />
    </CreateDialog>
  );
}
