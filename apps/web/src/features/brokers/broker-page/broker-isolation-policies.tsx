import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, AsyncState, ResourceTable, ResourceValue } from '../../../shared/ui/index.ts';
import { useMatchingIsolationPolicies, type MatchingPolicy } from './matching-isolation-policies.ts';
import { routes } from '../../../shared/routes/route-table.ts';

const regexes = (list: readonly string[] | undefined) => (list ?? []).join(', ');

/** The namespace isolation policies whose primary or secondary brokers include this broker. */
export function BrokerIsolationPolicies({ cluster, broker }: { cluster: string; broker: string }) {
  const { t } = useTranslation();
  const matching = useMatchingIsolationPolicies(cluster, broker);
  return (
    <AsyncState query={matching} errorTitle={t('brokers.isolation.loadFailed')}>
      {(rows) => (
        <>
          <Typography.Paragraph type="secondary">
            {t('brokers.isolation.intro', { broker })}
          </Typography.Paragraph>
          <ResourceTable<MatchingPolicy>
            rowKey="name"
            rows={rows}
            pageSize={20}
            emptyText={t('brokers.isolation.empty')}
            columns={[
              {
                key: 'name',
                title: t('brokers.isolation.policy'),
                render: (_, row) => (
                  <Link to={routes.isolationPolicy.href({ cluster, namespaceIsolation: row.name })}>
                    {row.name}
                  </Link>
                ),
              },
              {
                key: 'role',
                title: t('brokers.isolation.role'),
                render: (_, row) => (
                  <Tag color={row.primary ? 'blue' : undefined}>
                    {row.primary ? t('brokers.isolation.primary') : t('brokers.isolation.secondary')}
                  </Tag>
                ),
              },
              {
                key: 'namespaces',
                title: t('brokers.isolation.namespaces'),
                render: (_, row) => (
                  <ResourceValue title={regexes(row.policy.namespaces)}>
                    {regexes(row.policy.namespaces)}
                  </ResourceValue>
                ),
              },
              {
                key: 'primaryBrokers',
                title: t('brokers.isolation.primaryBrokers'),
                render: (_, row) => (
                  <ResourceValue title={regexes(row.policy.primary)}>
                    {regexes(row.policy.primary)}
                  </ResourceValue>
                ),
              },
              {
                key: 'secondaryBrokers',
                title: t('brokers.isolation.secondaryBrokers'),
                render: (_, row) => (
                  <ResourceValue title={regexes(row.policy.secondary)}>
                    {regexes(row.policy.secondary) || '—'}
                  </ResourceValue>
                ),
              },
            ]}
          />
        </>
      )}
    </AsyncState>
  );
}
