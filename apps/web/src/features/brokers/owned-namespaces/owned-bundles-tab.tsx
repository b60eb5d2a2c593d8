import { Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  Link,
  AsyncState,
  ListSearch,
  ResourceActions,
  ResourceTable,
  ResourceValue,
  RowAction,
  useUrlListState,
  toast,
  useConfirm,
} from '../../../shared/ui/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useOwnedBundles, useUnloadOwnedBundle, type OwnedBundle } from './owned-bundles.queries.ts';

const LIST_CONFIG = { sortKeys: [] as string[], pageSizes: [20, 50, 100], defaultSize: 20 };

/**
 * The namespaces and bundles a broker owns, searchable, each with Unload (inventory 1.17): the
 * bundle's topics move to the broker the load manager picks next. A broker owning hundreds of
 * bundles shows one page of them; the search filters in the browser (one read brings them all).
 * The broker's two heartbeat namespaces come last, marked as Pulsar's, without a namespace link or
 * Unload (decision 0052).
 */
export function OwnedBundlesTab({ cluster, broker }: { cluster: string; broker: string }) {
  const { t } = useTranslation();
  const owned = useOwnedBundles(cluster, broker);
  const unload = useUnloadOwnedBundle(cluster, broker);
  const list = useUrlListState(LIST_CONFIG);
  const confirm = useConfirm();
  const { filter, page, size } = list.state;

  const askToUnload = (row: OwnedBundle) =>
    confirm({
      title: t('brokers.owned.unloadTitle'),
      description: t('brokers.owned.confirmUnload', {
        bundle: row.bundle,
        namespace: `${row.tenant}/${row.namespace}`,
        broker,
      }),
      confirmLabel: t('brokers.owned.unload'),
      onConfirm: async () => {
        await unload.mutateAsync(row);
        toast.success(t('brokers.owned.unloadDone', { bundle: row.name }));
      },
    });

  return (
    <AsyncState query={owned} errorTitle={t('brokers.owned.loadFailed', { broker })}>
      {(bundles) => {
        const needle = filter.toLowerCase();
        const rows = needle ? bundles.filter((row) => row.name.toLowerCase().includes(needle)) : bundles;
        return (
          <>
            <div style={{ marginBottom: 12 }}>
              <ListSearch placeholder={t('brokers.owned.search')} value={filter} onSearch={list.setFilter} />
            </div>
            <ResourceTable<OwnedBundle>
              rowKey="name"
              rows={rows.slice((page - 1) * size, page * size)}
              list={list}
              total={rows.length}
              emptyText={filter ? t('brokers.owned.noMatch', { filter }) : t('brokers.owned.empty')}
              columns={[
                {
                  key: 'tenant',
                  title: t('brokers.owned.tenant'),
                  render: (_, row) => <Link to={routes.tenant.href(row)}>{row.tenant}</Link>,
                },
                {
                  key: 'namespace',
                  title: t('brokers.owned.namespace'),
                  render: (_, row) =>
                    row.heartbeat ? (
                      // Pulsar's own: no namespace page to open (GET answers 404).
                      <Space size={4} wrap>
                        <ResourceValue title={`${row.tenant}/${row.namespace}`}>
                          {row.namespace}
                        </ResourceValue>
                        <Tooltip title={t('brokers.owned.heartbeatHint')}>
                          <Tag>{t('brokers.owned.heartbeat')}</Tag>
                        </Tooltip>
                      </Space>
                    ) : (
                      <ResourceValue title={`${row.tenant}/${row.namespace}`}>
                        <Link to={routes.namespace.href(row)}>{row.namespace}</Link>
                      </ResourceValue>
                    ),
                },
                {
                  key: 'bundle',
                  title: t('brokers.owned.bundle'),
                  render: (_, row) => <Typography.Text code>{row.bundle}</Typography.Text>,
                },
                {
                  key: 'assignment',
                  title: t('brokers.owned.assignment'),
                  render: (_, row) => (
                    <Tag>{t(`brokers.owned.assignments.${row.status.broker_assignment}`)}</Tag>
                  ),
                },
                {
                  key: 'operation',
                  title: t('brokers.owned.operation'),
                  // A heartbeat bundle stays with its broker: Pulsar answers its unload with 404.
                  render: (_, row) =>
                    !row.heartbeat && (
                      <ResourceActions>
                        <RowAction
                          tooltip={t('brokers.owned.unload')}
                          label={t('brokers.owned.unloadNamed', { bundle: row.name })}
                          icon={<CloudUploadOutlined aria-hidden />}
                          onClick={() => void askToUnload(row)}
                        />
                      </ResourceActions>
                    ),
                },
              ]}
            />
          </>
        );
      }}
    </AsyncState>
  );
}
