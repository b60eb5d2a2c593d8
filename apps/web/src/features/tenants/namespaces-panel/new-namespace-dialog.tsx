import { namespaceNameSchema } from '@beacon/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  useFormDirty,
  useUnsavedChangesGuard,
  useZodRules,
  FormDialog,
  FormFailure,
} from '../../../shared/forms/index.ts';
import { toast } from '../../../shared/ui/toast-store.ts';
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
  const guard = useUnsavedChangesGuard(useFormDirty(form, INITIAL_VALUES));

  async function onFinish({ name }: FormValues) {
    try {
      await create.mutateAsync(name.trim());
    } catch {
      return; // shown below; the name stays in the field
    }
    toast.success(t('tenants.messages.namespaceCreated'));
    onClose();
  }

  return (
    <FormDialog
      title={t('tenants.namespaceDialog.title')}
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
        name="new-namespace"
        initialValues={INITIAL_VALUES}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item label={t('tenants.namespaceDialog.tenant')}>
          <Input value={tenant} readOnly aria-label={t('tenants.namespaceDialog.tenant')} />
        </Form.Item>
        <Form.Item name="name" label={t('tenants.namespaceDialog.name')} rules={rules('name')}>
          <Input placeholder={t('tenants.namespaceDialog.namePlaceholder')} autoFocus />
        </Form.Item>
      </Form>
      <div aria-live="polite">
        <FormFailure title={t('tenants.namespaceDialog.createFailed')} error={create.error} />
      </div>
    </FormDialog>
  );
}
