import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../shared/ui/console-link.tsx';
import { Can } from '../../shared/auth/index.ts';
import { ListSearch } from '../../shared/ui/list-search.tsx';
import {
  AsyncState,
  ConfirmDialog,
  EditDeleteActions,
  ResourceTable,
  ResourceValue,
  type ResourceColumn,
} from '../../shared/ui/index.ts';
import { useSearchParam } from '../../shared/lib/use-search-param.ts';
import styles from '../../shared/ui/page.module.css';
import { toast } from '../../shared/ui/toast-store.ts';
import { NewFailureDomainDialog } from './new-failure-domain-dialog.tsx';
import {
  useDeleteFailureDomain,
  useFailureDomains,
  type FailureDomainRow,
} from './failure-domains.queries.ts';
import { routes } from '../../shared/routes/route-table.ts';

/** The tab's search box keeps its text in the URL, apart from the other tabs' (`tab` stays). */
export const DOMAIN_FILTER_PARAM = 'domainFilter';

function Brokers({ brokers }: { brokers: string[] }) {
  const { t } = useTranslation();
  if (brokers.length === 0)
    return <Typography.Text type="secondary">{t('failureDomains.noBrokers')}</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {brokers.map((broker) => (
        <Tag key={broker}>
          <ResourceValue title={broker}>{broker}</ResourceValue>
        </Tag>
      ))}
    </Space>
  );
}

/**
 * The cluster page's FAILURE DOMAINS tab (inventory 1.14): each domain with its brokers, searched
 * in the browser; New Failure Domain, Edit (the domain's page) and Delete, confirmed.
 */
export function FailureDomainsTab({ cluster }: { cluster: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filter, setFilter] = useSearchParam(DOMAIN_FILTER_PARAM);
  const domains = useFailureDomains(cluster);
  const remove = useDeleteFailureDomain(cluster);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<string>();

  async function confirmDelete(name: string) {
    await remove.mutateAsync(name);
    toast.success(t('failureDomains.messages.deleted'));
  }

  const columns: ResourceColumn<FailureDomainRow>[] = [
    {
      key: 'name',
      title: t('failureDomains.columns.name'),
      render: (_, row) => (
        <Link to={routes.failureDomain.href({ cluster, failureDomainName: row.name })}>
          <ResourceValue title={row.name}>{row.name}</ResourceValue>
        </Link>
      ),
    },
    {
      key: 'brokers',
      title: t('failureDomains.columns.brokers'),
      render: (_, row) => <Brokers brokers={row.brokers} />,
    },
    {
      key: 'actions',
      title: t('failureDomains.columns.actions'),
      render: (_, row) => (
        <EditDeleteActions
          text={{
            edit: t('failureDomains.actions.edit'),
            editNamed: t('failureDomains.actions.editNamed', { name: row.name }),
            delete: t('failureDomains.actions.delete'),
            deleteNamed: t('failureDomains.actions.deleteNamed', { name: row.name }),
          }}
          onEdit={() => void navigate(routes.failureDomain.href({ cluster, failureDomainName: row.name }))}
          onDelete={() => setDeleting(row.name)}
          deletePermission="cluster.write"
        />
      ),
    },
  ];

  const needle = filter.trim().toLowerCase();
  const matches = (row: FailureDomainRow) =>
    needle === '' || [row.name, ...row.brokers].some((text) => text.toLowerCase().includes(needle));

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <ListSearch placeholder={t('failureDomains.list.search')} value={filter} onSearch={setFilter} />
        <Can permission="cluster.write">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            {t('failureDomains.actions.new')}
          </Button>
        </Can>
      </div>
      <AsyncState
        query={domains}
        errorTitle={t('failureDomains.list.loadFailed')}
        forbiddenTitle={t('failureDomains.list.forbidden')}
      >
        {(rows) => (
          <ResourceTable<FailureDomainRow>
            rowKey="name"
            columns={columns}
            rows={rows.filter(matches)}
            emptyText={
              rows.length === 0
                ? t('failureDomains.list.empty')
                : t('failureDomains.list.noMatch', { filter })
            }
          />
        )}
      </AsyncState>
      {creating && <NewFailureDomainDialog cluster={cluster} onClose={() => setCreating(false)} />}
      {deleting !== undefined && (
        <ConfirmDialog
          open
          danger
          title={t('failureDomains.deleteDialog.title')}
          description={t('failureDomains.deleteDialog.question', { name: deleting })}
          confirmLabel={t('failureDomains.actions.delete')}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(undefined)}
        />
      )}
    </div>
  );
}
