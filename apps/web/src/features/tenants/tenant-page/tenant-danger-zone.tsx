import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, toast, DangerZone } from '../../../shared/ui/index.ts';
import { useNamespaceNames } from '../../namespaces/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';
import { useDeleteTenant } from '../tenants.queries.ts';
import styles from '../tenants.module.css';

/**
 * Delete Tenant, after a confirmation naming it (typed, while it still has namespaces); then back
 * to the tenants list (inventory 1.2).
 */
export function TenantDangerZone({ tenant }: { tenant: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteTenant();
  const [asking, setAsking] = useState(false);
  const namespaces = useNamespaceNames(tenant, asking);
  // Until the namespaces are known the tenant counts as non-empty: typing is the safe side.
  const hasNamespaces = namespaces.data === undefined || namespaces.data.length > 0;

  async function confirm() {
    await remove.mutateAsync(tenant); // a refusal keeps the dialog open with Pulsar's reason
    toast.success(t('tenants.messages.deleted'));
    await navigate(routes.tenants.href({}));
  }

  return (
    <DangerZone
      className={styles.dangerZone}
      title={t('tenants.configuration.dangerZone')}
      hint={t('tenants.configuration.deleteHint')}
      actionLabel={t('tenants.actions.deleteTenant')}
      dialog={{
        title: t('tenants.deleteDialog.title'),
        description: t('tenants.deleteDialog.question', { name: tenant }),
        confirmLabel: t('tenants.actions.delete'),
        typedName: hasNamespaces ? tenant : undefined,
      }}
      onConfirm={confirm}
      onAsking={setAsking}
    />
  );
}
