import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/auth/index.ts';
import {
  ConfirmButton,
  ErrorState,
  PageLoading,
  ResourceActions,
  ResourceTable,
  ResourceValue,
  toast,
} from '../../../shared/ui/index.ts';
import type { BundleOperation } from '../namespaces.api.ts';
import { useBundleOperation, useBundles } from '../namespaces.queries.ts';
import styles from './overview.module.css';

interface BundleTableProps {
  tenant: string;
  namespace: string;
  cluster: string;
}

const CONFIRM_KEY = {
  split: 'confirmSplit',
  unload: 'confirmUnload',
  clearBacklog: 'confirmClearBacklog',
  unloadAll: 'confirmUnloadAll',
  clearAllBacklog: 'confirmClearAllBacklog',
} as const;

/** The bundles of one replication cluster, with the operations Pulsar Manager offered. */
export function BundleTable({ tenant, namespace, cluster }: BundleTableProps) {
  const { t } = useTranslation();
  const bundles = useBundles(tenant, namespace, cluster);
  const operation = useBundleOperation();
  const mayClearBacklog = useCan('namespace.bundle.operate', tenant);
  // Unload and split are super-user operations in Pulsar (NamespacesBase validateSuperUserAccess).
  const mayUnload = useCan('namespace.bundle.unload', tenant);
  const mayRun = (kind: BundleOperation) =>
    kind === 'clearBacklog' || kind === 'clearAllBacklog' ? mayClearBacklog : mayUnload;

  const confirmed = (kind: BundleOperation, bundle?: string, ariaLabel?: string) => (
    // Asked in the one ConfirmHost: the call is sent once per confirmation, a refusal stays in the dialog.
    <ConfirmButton
      label={t(`namespaces.bundles.${kind}`)}
      title={t(`namespaces.bundles.${kind}`)}
      description={t(`namespaces.bundles.${CONFIRM_KEY[kind]}`, {
        bundle,
        cluster,
        namespace: `${tenant}/${namespace}`,
      })}
      confirmLabel={t(`namespaces.bundles.${kind}`)}
      danger={kind === 'clearBacklog' || kind === 'clearAllBacklog'}
      disabled={!mayRun(kind)}
      buttonProps={{ size: bundle ? 'small' : 'middle', 'aria-label': ariaLabel }}
      onConfirm={async () => {
        await operation.mutateAsync({ tenant, namespace, cluster, operation: kind, bundle });
        toast.success(t(`namespaces.bundles.${kind}Done`));
      }}
    />
  );

  if (bundles.isPending) return <PageLoading />;
  if (bundles.isError)
    return (
      <ErrorState
        title={t('namespaces.bundles.loadFailed')}
        detail={bundles.error.message}
        onRetry={() => void bundles.refetch()}
        retrying={bundles.isFetching}
      />
    );

  return (
    <>
      <div className={styles.bundleActions}>
        {confirmed('unloadAll')}
        {confirmed('clearAllBacklog')}
        {!mayClearBacklog && !mayUnload && (
          <Typography.Text type="secondary">{t('namespaces.bundles.readOnly')}</Typography.Text>
        )}
      </div>
      <ResourceTable<{ bundle: string }>
        rowKey="bundle"
        rows={bundles.data.map((bundle) => ({ bundle }))}
        emptyText={t('namespaces.bundles.empty')}
        pageSize={20}
        columns={[
          {
            key: 'bundle',
            title: t('namespaces.bundles.bundle'),
            render: (_, { bundle }) => (
              <ResourceValue title={bundle}>
                <span className={styles.bundleName}>{bundle}</span>
              </ResourceValue>
            ),
          },
          {
            key: 'operation',
            title: t('namespaces.bundles.operation'),
            render: (_, { bundle }) => (
              <ResourceActions>
                {confirmed('split', bundle, t('namespaces.bundles.splitNamed', { bundle }))}
                {confirmed('unload', bundle, t('namespaces.bundles.unloadNamed', { bundle }))}
                {confirmed('clearBacklog', bundle, t('namespaces.bundles.clearBacklogNamed', { bundle }))}
              </ResourceActions>
            ),
          },
        ]}
      />
    </>
  );
}
