import type { NamespaceBacklog, SubscriptionBacklogEntry } from '@beacon/contracts';
import { useTranslation } from 'react-i18next';
import { Link, type ResourceColumn, ResourceTable, ResourceValue } from '../../../shared/ui/index.ts';
import { PARTITIONED_PARAM, routes, topicParams } from '../../../shared/routes/route-table.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';
import styles from './overview.module.css';

/** The ten namespaces and the ten subscriptions with the largest backlog, each linking to its page. */
export function BacklogTables({
  namespaces,
  subscriptions,
}: {
  namespaces: readonly NamespaceBacklog[];
  subscriptions: readonly SubscriptionBacklogEntry[];
}) {
  const { t } = useTranslation();
  const backlog = (value: number) => (
    <span title={t('overview.backlogs.messages', { value: value.toLocaleString() })}>
      {formatNumber(value, value < 1000 ? 0 : 2)}
    </span>
  );
  const namespaceColumns: ResourceColumn<NamespaceBacklog>[] = [
    {
      title: t('overview.backlogs.namespace'),
      key: 'namespace',
      render: (_, row) => {
        const name = `${row.tenant}/${row.namespace}`;
        return (
          <ResourceValue title={name}>
            <Link to={routes.namespace.href(row)}>{name}</Link>
          </ResourceValue>
        );
      },
    },
    {
      title: t('overview.backlogs.backlog'),
      key: 'backlog',
      numeric: true,
      render: (_, row) => backlog(row.backlog),
    },
  ];
  const subscriptionColumns: ResourceColumn<SubscriptionBacklogEntry>[] = [
    {
      title: t('overview.backlogs.subscription'),
      key: 'subscription',
      render: (_, row) => (
        <ResourceValue title={row.subscription}>
          <Link
            to={routes.subscription.href(
              { ...topicParams(row), subscription: row.subscription },
              { [PARTITIONED_PARAM]: row.partitioned },
            )}
          >
            {row.subscription}
          </Link>
        </ResourceValue>
      ),
    },
    {
      title: t('overview.backlogs.topic'),
      key: 'topic',
      render: (_, row) => {
        const name = `${row.domain}://${row.tenant}/${row.namespace}/${row.topic}`;
        return <ResourceValue title={name}>{`${row.tenant}/${row.namespace}/${row.topic}`}</ResourceValue>;
      },
    },
    {
      title: t('overview.backlogs.backlog'),
      key: 'backlog',
      numeric: true,
      render: (_, row) => backlog(row.backlog),
    },
  ];
  return (
    <div className={styles.backlogs}>
      <section aria-labelledby="overview-namespace-backlogs">
        <h2 id="overview-namespace-backlogs" className={styles.sectionTitle}>
          {t('overview.backlogs.namespacesTitle')}
        </h2>
        <ResourceTable
          columns={namespaceColumns}
          rows={namespaces}
          rowKey={(row) => `${row.tenant}/${row.namespace}`}
          emptyText={t('overview.backlogs.noNamespaces')}
        />
      </section>
      <section aria-labelledby="overview-subscription-backlogs">
        <h2 id="overview-subscription-backlogs" className={styles.sectionTitle}>
          {t('overview.backlogs.subscriptionsTitle')}
        </h2>
        <ResourceTable
          columns={subscriptionColumns}
          rows={subscriptions}
          rowKey={(row) => `${row.domain}://${row.tenant}/${row.namespace}/${row.topic} ${row.subscription}`}
          emptyText={t('overview.backlogs.noSubscriptions')}
        />
      </section>
    </div>
  );
}
