import { DeleteOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { toast } from '../../../shared/ui/toast-store.ts';
import { CLUSTERS_PATH } from '../cluster-links.ts';
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
  const [asking, setAsking] = useState(false);

  async function confirm() {
    await remove.mutateAsync();
    toast.success(t('clusters.config.deleted', { cluster }));
    await navigate(CLUSTERS_PATH);
  }

  return (
    <section className={styles.dangerZone} aria-labelledby="cluster-danger-zone-heading">
      <Typography.Title level={2} id="cluster-danger-zone-heading" type="danger" style={{ fontSize: 18 }}>
        {t('clusters.config.dangerZone')}
      </Typography.Title>
      <Typography.Paragraph>{t('clusters.config.deleteHint')}</Typography.Paragraph>
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setAsking(true)}>
        {t('clusters.config.deleteCluster')}
      </Button>
      {asking && (
        <ConfirmDialog
          open
          danger
          title={t('clusters.config.deleteTitle')}
          description={t('clusters.config.deleteConfirm')}
          confirmLabel={t('clusters.config.deleteCluster')}
          typedName={cluster}
          onConfirm={confirm}
          onClose={() => setAsking(false)}
        />
      )}
    </section>
  );
}
