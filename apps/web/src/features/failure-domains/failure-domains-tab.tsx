import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  useNavigate,
  ResourceList,
  ResourceValue,
  type ResourceColumn,
} from '../../shared/ui/index.ts';
import { useSearchParam } from '../../shared/lib/use-search-param.ts';
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
  const remove = useDeleteFailureDomain(cluster);
  const [creating, setCreating] = useState(false);

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
  ];

  return (
    <ResourceList
      resource="failureDomains"
      query={useFailureDomains(cluster)}
      rows={(rows) => rows}
      rowKey="name"
      name={(row) => row.name}
      columns={columns}
      search={{
        value: filter,
        onSearch: setFilter,
        fields: (row) => [row.name, ...row.brokers],
      }}
      create={{ permission: 'cluster.write', onCreate: () => setCreating(true) }}
      edit={{
        onEdit: (row) => void navigate(routes.failureDomain.href({ cluster, failureDomainName: row.name })),
      }}
      remove={{ permission: 'cluster.write', run: (row) => remove.mutateAsync(row.name) }}
    >
      {creating && <NewFailureDomainDialog cluster={cluster} onClose={() => setCreating(false)} />}
    </ResourceList>
  );
}
