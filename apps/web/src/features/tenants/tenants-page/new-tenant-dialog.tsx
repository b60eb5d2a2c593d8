import { tenantInfoSchema, tenantNameSchema } from '@beacon/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreateDialog, useZodRules } from '../../../shared/forms/index.ts';
import { ClusterSelect } from '../shared-ui/cluster-select.tsx';
import { RoleTagsEditor } from '../shared-ui/role-tags-editor.tsx';
import { useCreateTenant } from '../tenants.queries.ts';

interface FormValues {
  name: string;
  allowedClusters: string[];
  adminRoles: string[];
}

const newTenantSchema = tenantInfoSchema.extend({ name: tenantNameSchema });
const INITIAL_VALUES: FormValues = { name: '', allowedClusters: [], adminRoles: [] };

/**
 * New Tenant (inventory 1.6): name, allowed clusters, admin roles → proxied PUT. A refusal is
 * shown in Pulsar's words inside the dialog, which keeps what was entered.
 */
export function NewTenantDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateTenant();
  const rules = useZodRules(newTenantSchema);

  return (
    <CreateDialog
      title={t('tenants.tenantDialog.title')}
      okText={t('tenants.actions.create')}
      name="new-tenant"
      form={form}
      initialValues={INITIAL_VALUES}
      create={{
        ...create,
        mutateAsync: ({ name, allowedClusters, adminRoles }: FormValues) =>
          create.mutateAsync({ tenant: name.trim(), info: { allowedClusters, adminRoles } }),
      }}
      createdText={t('tenants.messages.tenantCreated')}
      failed={t('tenants.tenantDialog.createFailed')}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('tenants.tenantDialog.name')} rules={rules('name')}>
        <Input placeholder={t('tenants.tenantDialog.namePlaceholder')} autoFocus />
      </Form.Item>
      <Form.Item
        name="allowedClusters"
        label={t('tenants.tenantDialog.allowedClusters')}
        rules={rules('allowedClusters')}
      >
        <ClusterSelect placeholder={t('tenants.tenantDialog.clustersPlaceholder')} />
      </Form.Item>
      <Form.Item name="adminRoles" label={t('tenants.tenantDialog.adminRoles')}>
        <RoleTagsEditor />
      </Form.Item>
    </CreateDialog>
  );
}
