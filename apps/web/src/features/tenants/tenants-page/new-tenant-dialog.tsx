import { tenantInfoSchema, tenantNameSchema } from '@beacon/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  useFormDirty,
  useUnsavedChangesGuard,
  useZodRules,
  FormDialog,
  FormFailure,
} from '../../../shared/forms/index.ts';
import { toast } from '../../../shared/ui/toast-store.ts';
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
  const guard = useUnsavedChangesGuard(useFormDirty(form, INITIAL_VALUES));

  async function onFinish({ name, allowedClusters, adminRoles }: FormValues) {
    try {
      await create.mutateAsync({ tenant: name.trim(), info: { allowedClusters, adminRoles } });
    } catch {
      return; // shown below from create.error
    }
    toast.success(t('tenants.messages.tenantCreated'));
    onClose();
  }

  return (
    <FormDialog
      title={t('tenants.tenantDialog.title')}
      okText={t('tenants.actions.confirm')}
      cancelText={t('tenants.actions.cancel')}
      form={form}
      pending={create.isPending}
      guard={guard}
      onClose={onClose}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        name="new-tenant"
        initialValues={INITIAL_VALUES}
        onFinish={(values) => void onFinish(values)}
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
      </Form>
      <div aria-live="polite">
        <FormFailure title={t('tenants.tenantDialog.createFailed')} error={create.error} />
      </div>
    </FormDialog>
  );
}
