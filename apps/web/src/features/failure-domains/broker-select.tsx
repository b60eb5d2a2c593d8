import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClusterBrokers } from './failure-domains.queries.ts';

interface BrokerSelectProps {
  cluster: string;
  value?: string[];
  onChange?: (brokers: string[]) => void;
  id?: string;
}

/**
 * The cluster's active brokers to pick from. A broker that is down keeps its place in a domain:
 * it stays selectable, marked as not active, rather than silently dropped on the next save.
 */
export function BrokerSelect({ cluster, value = [], onChange, id }: BrokerSelectProps) {
  const { t } = useTranslation();
  const brokers = useClusterBrokers(cluster);
  const active = brokers.data ?? [];
  const inactive = value.filter((broker) => !active.includes(broker));
  const options = [
    ...active.map((broker) => ({ value: broker, label: broker })),
    ...inactive.map((broker) => ({
      value: broker,
      label: t('failureDomains.inactiveBroker', { broker }),
    })),
  ];
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      value={value}
      onChange={onChange}
      options={options}
      loading={brokers.isPending}
      status={brokers.isError ? 'warning' : undefined}
      notFoundContent={brokers.isError ? t('failureDomains.brokersFailed') : undefined}
      placeholder={t('failureDomains.dialog.brokersPlaceholder')}
      aria-label={t('failureDomains.dialog.brokers')}
      style={{ width: '100%' }}
    />
  );
}
