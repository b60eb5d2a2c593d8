import { useTranslation } from 'react-i18next';
import { useNavigate, DangerZone, toast } from '../../../shared/ui/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';
import { useDeleteCluster } from '../clusters.queries.ts';
import styles from '../clusters.module.css';

/**
 * Delete Cluster, typed by name (a cluster is never a light thing to lose), then back to the list.
 * Pulsar decides whether it may go (ClustersBase.internalDeleteClusterAsync: 412 `Cluster not empty`
 * while namespaces are provisioned in it or isolation policies are set); its reason stays in the
 * dialog.
 */
export function ClusterDangerZone({ cluster }: { cluster: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteCluster(cluster);

  async function confirm() {
    await remove.mutateAsync();
    toast.success(t('clusters.config.deleted', { cluster }));
    await navigate(routes.clusters.href({}));
  }

  return (
    <DangerZone
      className={styles.dangerZone}
      title={t('clusters.config.dangerZone')}
      hint={t('clusters.config.deleteHint')}
      actionLabel={t('clusters.config.deleteCluster')}
      dialog={{
        title: t('clusters.config.deleteTitle'),
        description: t('clusters.config.deleteConfirm'),
        confirmLabel: t('clusters.config.deleteCluster'),
        typedName: cluster,
      }}
      onConfirm={confirm}
    />
  );
}
