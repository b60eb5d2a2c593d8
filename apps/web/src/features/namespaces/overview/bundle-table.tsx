import { Button, Popconfirm, Typography } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/auth/index.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { ResourceActions, ResourceTable, ResourceValue } from '../../../shared/ui/resource-table.tsx';
import { toast } from '../../../shared/ui/toast-store.ts';
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
  // The same operation on the same bundle runs once at a time: a double click on Confirm, or a
  // second confirmation while the first call is out, is ignored.
  const running = useRef(new Set<string>());

  async function run(kind: BundleOperation, bundle?: string) {
    const key = `${kind} ${bundle ?? ''}`;
    if (running.current.has(key)) return;
    running.current.add(key);
    try {
      await operation.mutateAsync({ tenant, namespace, cluster, operation: kind, bundle });
      toast.success(t(`namespaces.bundles.${kind}Done`));
    } catch {
      // Pulsar's reason has already been shown by the error catalogue's toast.
    } finally {
      running.current.delete(key);
    }
  }

  const isRunning = (kind: BundleOperation, bundle?: string) =>
    operation.isPending &&
    operation.variables.cluster === cluster &&
    operation.variables.operation === kind &&
    operation.variables.bundle === bundle;

  function confirmed(kind: BundleOperation, label: ReactNode, bundle?: string, ariaLabel?: string) {
    return (
      <Popconfirm
        title={t(`namespaces.bundles.${kind}`)}
        description={
          <span className={styles.confirmText}>
            {t(`namespaces.bundles.${CONFIRM_KEY[kind]}`, {
              bundle,
              cluster,
              namespace: `${tenant}/${namespace}`,
            })}
          </span>
        }
        okText={t('namespaces.bundles.ok')}
        cancelText={t('namespaces.bundles.cancel')}
        okButtonProps={{ danger: kind === 'clearBacklog' || kind === 'clearAllBacklog' }}
        onConfirm={() => void run(kind, bundle)}
      >
        <Button
          size={bundle ? 'small' : 'middle'}
          danger={kind === 'clearBacklog' || kind === 'clearAllBacklog'}
          aria-label={ariaLabel}
          loading={isRunning(kind, bundle)}
          disabled={!mayRun(kind)}
        >
          {label}
        </Button>
      </Popconfirm>
    );
  }

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
        {confirmed('unloadAll', t('namespaces.bundles.unloadAll'))}
        {confirmed('clearAllBacklog', t('namespaces.bundles.clearAllBacklog'))}
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
                {confirmed(
                  'split',
                  t('namespaces.bundles.split'),
                  bundle,
                  t('namespaces.bundles.splitNamed', { bundle }),
                )}
                {confirmed(
                  'unload',
                  t('namespaces.bundles.unload'),
                  bundle,
                  t('namespaces.bundles.unloadNamed', { bundle }),
                )}
                {confirmed(
                  'clearBacklog',
                  t('namespaces.bundles.clearBacklog'),
                  bundle,
                  t('namespaces.bundles.clearBacklogNamed', { bundle }),
                )}
              </ResourceActions>
            ),
          },
        ]}
      />
    </>
  );
}
