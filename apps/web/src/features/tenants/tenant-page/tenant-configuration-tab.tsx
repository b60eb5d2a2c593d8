import { QuestionCircleOutlined } from '@ant-design/icons';
import { tenantInfoSchema } from '@beacon/contracts';
import { Button, Form, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/auth/index.ts';
import {
  useFormDirty,
  useUnsavedChangesGuard,
  useZodRules,
  FormFailure,
} from '../../../shared/forms/index.ts';
import { AsyncState, toast } from '../../../shared/ui/index.ts';
import { ClusterSelect } from '../shared-ui/cluster-select.tsx';
import { RoleTagsEditor } from '../shared-ui/role-tags-editor.tsx';
import type { TenantInfo } from '../tenants.api.ts';
import { useTenantInfo, useUpdateTenant } from '../tenants.queries.ts';
import styles from '../tenants.module.css';
import { TenantDangerZone } from './tenant-danger-zone.tsx';

function Hint({ label, hint }: { label: string; hint: string }) {
  return (
    <Space size={4}>
      {label}
      <Tooltip title={hint}>
        <QuestionCircleOutlined aria-label={hint} tabIndex={0} />
      </Tooltip>
    </Space>
  );
}

/**
 * CONFIGURATION (inventory 1.7): allowed clusters and admin roles from GET /admin/v2/tenants/{t},
 * saved together with one POST. Pulsar Manager posted on every click; one Save avoids half-applied
 * changes and lets the required-cluster rule be checked first.
 */
export function TenantConfigurationTab({ tenant }: { tenant: string }) {
  const { t } = useTranslation();
  const info = useTenantInfo(tenant);
  const mayWrite = useCan('tenant.write', tenant);

  return (
    <AsyncState
      query={info}
      errorTitle={t('tenants.configuration.loadFailed', { tenant })}
      forbiddenTitle={t('tenants.configuration.loadFailed', { tenant })}
    >
      {(loaded) => (
        <div className={styles.page}>
          {/* Keyed by the loaded values so a refetch after saving resets the form to what Pulsar holds. */}
          <ConfigurationForm key={JSON.stringify(loaded)} tenant={tenant} info={loaded} mayWrite={mayWrite} />
          {mayWrite && <TenantDangerZone tenant={tenant} />}
        </div>
      )}
    </AsyncState>
  );
}

function ConfigurationForm({
  tenant,
  info,
  mayWrite,
}: {
  tenant: string;
  info: TenantInfo;
  mayWrite: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TenantInfo>();
  const update = useUpdateTenant(tenant);
  const rules = useZodRules(tenantInfoSchema);
  const guard = useUnsavedChangesGuard(useFormDirty(form, info));

  async function onFinish(values: TenantInfo) {
    try {
      await update.mutateAsync({ allowedClusters: values.allowedClusters, adminRoles: values.adminRoles });
    } catch {
      return; // shown below; the form keeps the edits
    }
    toast.success(t('tenants.messages.tenantUpdated'));
  }

  return (
    <section className={styles.section} aria-labelledby="tenant-configuration-heading">
      <Typography.Title level={2} id="tenant-configuration-heading" style={{ fontSize: 18 }}>
        {t('tenants.configuration.heading')}
      </Typography.Title>
      {!mayWrite && (
        <Typography.Paragraph type="secondary">{t('tenants.configuration.readOnly')}</Typography.Paragraph>
      )}
      <Form<TenantInfo>
        form={form}
        layout="vertical"
        name="tenant-configuration"
        initialValues={info}
        disabled={!mayWrite}
        onFinish={(values) => void onFinish(values)}
      >
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {t('tenants.configuration.clusters')}
        </Typography.Title>
        <Form.Item
          name="allowedClusters"
          label={
            <Hint
              label={t('tenants.columns.allowedClusters')}
              hint={t('tenants.configuration.clustersHint')}
            />
          }
          rules={rules('allowedClusters')}
        >
          <ClusterSelect placeholder={t('tenants.configuration.clustersPlaceholder')} disabled={!mayWrite} />
        </Form.Item>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {t('tenants.configuration.permissions')}
        </Typography.Title>
        <Form.Item
          name="adminRoles"
          label={<Hint label={t('tenants.columns.adminRoles')} hint={t('tenants.configuration.rolesHint')} />}
        >
          <RoleTagsEditor disabled={!mayWrite} />
        </Form.Item>
        {mayWrite && (
          <Space>
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              {t('tenants.actions.save')}
            </Button>
            <Button onClick={() => form.resetFields()}>{t('tenants.actions.reset')}</Button>
          </Space>
        )}
      </Form>
      <div aria-live="polite" style={{ marginTop: 12 }}>
        <FormFailure title={t('tenants.configuration.saveFailed')} error={update.error} />
      </div>
      {guard.prompt}
    </section>
  );
}
