import { DeleteOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast-store.ts';
import { TENANTS_LIST_PATH } from '../paths.ts';
import { ConfirmDeleteDialog } from '../shared-ui/confirm-delete-dialog.tsx';
import { useDeleteTenant } from '../tenants.queries.ts';
import styles from '../tenants.module.css';

/** Delete Tenant, after a confirmation naming it; then back to the tenants list (inventory 1.2). */
export function TenantDangerZone({ tenant }: { tenant: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteTenant();
  const [asking, setAsking] = useState(false);

  async function confirm() {
    try {
      await remove.mutateAsync(tenant);
    } catch {
      return; // the dialog stays open with Pulsar's reason
    }
    toast.success(t('tenants.messages.tenantDeleted'));
    setAsking(false);
    await navigate(TENANTS_LIST_PATH);
  }

  return (
    <section className={styles.dangerZone} aria-labelledby="tenant-danger-zone-heading">
      <Typography.Title level={2} id="tenant-danger-zone-heading" type="danger" style={{ fontSize: 18 }}>
        {t('tenants.configuration.dangerZone')}
      </Typography.Title>
      <Typography.Paragraph>{t('tenants.configuration.deleteHint')}</Typography.Paragraph>
      <Button
        danger
        icon={<DeleteOutlined aria-hidden />}
        onClick={() => {
          remove.reset();
          setAsking(true);
        }}
      >
        {t('tenants.actions.deleteTenant')}
      </Button>
      {asking && (
        <ConfirmDeleteDialog
          title={t('tenants.deleteDialog.tenantTitle')}
          question={t('tenants.deleteDialog.tenantQuestion')}
          name={tenant}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
