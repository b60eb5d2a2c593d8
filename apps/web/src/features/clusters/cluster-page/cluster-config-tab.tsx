import type { ClusterData } from '@beacon/pulsar-admin';
import { Button, Form, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormFailure, useFormDirty, useUnsavedChangesGuard } from '../../../shared/forms/index.ts';
import { AsyncState, toast } from '../../../shared/ui/index.ts';
import { clusterDataOf, formValuesOf, type ClusterFormValues } from '../cluster-form.ts';
import { ClusterUrlFields } from '../cluster-url-fields.tsx';
import { useClusterData, useUpdateCluster } from '../clusters.queries.ts';
import styles from '../clusters.module.css';
import { ClusterDangerZone } from './cluster-danger-zone.tsx';

/**
 * CONFIG (inventory 1.14): the cluster's four service URLs → POST /admin/v2/clusters/{cluster};
 * then the danger zone.
 */
export function ClusterConfigTab({ cluster }: { cluster: string }) {
  const { t } = useTranslation();
  const data = useClusterData(cluster);
  return (
    <AsyncState
      query={data}
      errorTitle={t('clusters.page.loadFailed')}
      forbiddenTitle={t('clusters.page.forbidden')}
    >
      {(loaded) => (
        <div className={styles.page}>
          {/* Keyed by what Pulsar holds, so a refetch after saving resets the form to it. */}
          <ConfigForm key={JSON.stringify(loaded)} cluster={cluster} data={loaded} />
          <ClusterDangerZone cluster={cluster} />
        </div>
      )}
    </AsyncState>
  );
}

function ConfigForm({ cluster, data }: { cluster: string; data: ClusterData }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ClusterFormValues>();
  const update = useUpdateCluster(cluster);
  const initial = formValuesOf(cluster, data);
  const guard = useUnsavedChangesGuard(useFormDirty(form, initial));

  async function onFinish(values: ClusterFormValues) {
    try {
      // Everything the form does not show (peers, authentication, proxy) goes back unchanged.
      await update.mutateAsync(clusterDataOf({ ...values, name: cluster }, data));
    } catch {
      return; // shown below; the form keeps the edits
    }
    toast.success(t('clusters.config.updated', { cluster }));
  }

  return (
    <section className={styles.section} aria-labelledby="cluster-config-heading">
      <Typography.Title level={2} id="cluster-config-heading" style={{ fontSize: 18 }}>
        {t('clusters.config.title')}
      </Typography.Title>
      <Form<ClusterFormValues>
        form={form}
        layout="vertical"
        name="cluster-config"
        initialValues={initial}
        onFinish={(values) => void onFinish(values)}
      >
        {/* The name is part of the schema's values but not editable: Pulsar has no rename. */}
        <Form.Item name="name" hidden>
          <input />
        </Form.Item>
        <ClusterUrlFields />
        <Space>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('clusters.config.update')}
          </Button>
          <Button onClick={() => form.resetFields()}>{t('clusters.config.reset')}</Button>
        </Space>
      </Form>
      <div aria-live="polite" style={{ marginTop: 12 }}>
        <FormFailure title={t('clusters.config.saveFailed')} error={update.error} />
      </div>
      {guard.prompt}
    </section>
  );
}
