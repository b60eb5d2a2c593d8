import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AsyncState, ResourceTable, ResourceValue, type ResourceColumn } from '../../shared/ui/index.ts';
import styles from '../../shared/ui/page.module.css';
import { useFailureDomains, type FailureDomainRow } from './failure-domains.queries.ts';
import { failureDomainPath } from './paths.ts';

/** The cluster page's FAILURE DOMAINS tab (inventory 1.16): each domain and its brokers. */
export function FailureDomainsTab({ cluster }: { cluster: string }) {
  const { t } = useTranslation();
  const domains = useFailureDomains(cluster);

  const columns: ResourceColumn<FailureDomainRow>[] = [
    {
      key: 'name',
      title: t('failureDomains.columns.name'),
      render: (_, row) => (
        <Link to={failureDomainPath(cluster, row.name)}>
          <ResourceValue title={row.name}>{row.name}</ResourceValue>
        </Link>
      ),
    },
    {
      key: 'brokers',
      title: t('failureDomains.columns.brokers'),
      render: (_, row) =>
        row.brokers.length === 0 ? (
          <Typography.Text type="secondary">{t('failureDomains.noBrokers')}</Typography.Text>
        ) : (
          <Space size={[4, 4]} wrap>
            {row.brokers.map((broker) => (
              <Tag key={broker}>{broker}</Tag>
            ))}
          </Space>
        ),
    },
  ];

  return (
    <div className={styles.page}>
      <AsyncState query={domains} errorTitle={t('failureDomains.list.loadFailed')}>
        {(rows) => (
          <ResourceTable<FailureDomainRow>
            rowKey="name"
            columns={columns}
            rows={rows}
            emptyText={t('failureDomains.list.empty')}
          />
        )}
      </AsyncState>
    </div>
  );
}
