import { isPulsarName } from '@beacon/contracts';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast-store.ts';
import { messageOf } from '../catalog-table/load-failure.tsx';
import { useCreateNamespace } from '../tenants.queries.ts';

interface FormValues {
  name: string;
}

/** New Namespace (inventory 1.7): a name in the tenant → proxied PUT; refusals shown in place. */
export function NewNamespaceDialog({ tenant, onClose }: { tenant: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateNamespace(tenant);

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
    <Modal
      open
      title={t('tenants.namespaceDialog.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('tenants.actions.confirm')}
      cancelText={t('tenants.actions.cancel')}
      okButtonProps={{ loading: create.isPending }}
      maskClosable={false}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        name="new-namespace"
        initialValues={{ name: '' }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item label={t('tenants.namespaceDialog.tenant')}>
          <Input value={tenant} readOnly aria-label={t('tenants.namespaceDialog.tenant')} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('tenants.namespaceDialog.name')}
          rules={[
            { required: true, whitespace: true, message: t('tenants.namespaceDialog.nameRequired') },
            {
              validator: (_, value: string) =>
                !value?.trim() || isPulsarName(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('tenants.namespaceDialog.nameFormat'))),
            },
          ]}
        >
          <Input placeholder={t('tenants.namespaceDialog.namePlaceholder')} autoFocus />
        </Form.Item>
      </Form>
      <div aria-live="polite">
        {create.isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('tenants.namespaceDialog.createFailed')}
            description={messageOf(create.error)}
          />
        )}
      </div>
    </Modal>
  );
}
