import { namespaceNameSchema } from '@beacon/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CreateDialog, useZodRules } from '../../../shared/forms/index.ts';
import { useCreateNamespace } from '../tenants.queries.ts';

interface FormValues {
  name: string;
}

const newNamespaceSchema = z.object({ name: namespaceNameSchema });
const INITIAL_VALUES: FormValues = { name: '' };

/** New Namespace (inventory 1.7): a name in the tenant → proxied PUT; refusals shown in place. */
export function NewNamespaceDialog({ tenant, onClose }: { tenant: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateNamespace(tenant);
  const rules = useZodRules(newNamespaceSchema);

  return (
    <CreateDialog
      title={t('tenants.namespaceDialog.title')}
      okText={t('tenants.actions.create')}
      name="new-namespace"
      form={form}
      initialValues={INITIAL_VALUES}
      create={{ ...create, mutateAsync: ({ name }: FormValues) => create.mutateAsync(name.trim()) }}
      createdText={t('namespaces.messages.created')}
      failed={t('tenants.namespaceDialog.createFailed')}
      onClose={onClose}
    >
      <Form.Item label={t('tenants.namespaceDialog.tenant')}>
        <Input value={tenant} readOnly aria-label={t('tenants.namespaceDialog.tenant')} />
      </Form.Item>
      <Form.Item name="name" label={t('tenants.namespaceDialog.name')} rules={rules('name')}>
        <Input placeholder={t('tenants.namespaceDialog.namePlaceholder')} autoFocus />
      </Form.Item>
    </CreateDialog>
  );
}
