import { topics } from '@beacon/pulsar-admin';
import { useQuery } from '@tanstack/react-query';
import { Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNavigate } from '../../../shared/ui/index.ts';
import { callPulsar } from '../../../shared/api/pulsar-call.ts';
import { pulsarKey } from '../../../shared/api/pulsar-keys.ts';
import { PARTITIONED_PARAM, routes, topicParams } from '../../../shared/routes/route-table.ts';
import { LabelledSelect } from '../../namespaces/index.ts';
import {
  parentTopic,
  partitionOf,
  partitionTopic,
  PartitionSelect,
  TopicPathSelectors,
  type TopicName,
} from '../../topics/index.ts';

/** The topic's subscription names (Pulsar's GET …/subscriptions; a partitioned topic's, all partitions'). */
function useSubscriptionNames(name: TopicName, enabled: boolean) {
  return useQuery({
    queryKey: pulsarKey(topics.subscriptions, name),
    // The selector says a failure inline, so no toast.
    queryFn: ({ signal }) => callPulsar(topics.subscriptions, name, { signal, failures: 'caller' }),
    select: (names) => [...names].sort((a, b) => a.localeCompare(b)),
    enabled,
    staleTime: 10_000,
  });
}

/**
 * The subscription page's header selectors (inventory 1.12): Tenant, Namespace and Topic, then
 * Subscription, whose options are the topic's subscriptions, and Partition; choosing one opens it with
 * the same address parameters (the tab, the backlog operation, the cluster, Pulsar Manager's topTab/leftTab).
 */
export function SubscriptionSelectors({ name, subscription }: { name: TopicName; subscription: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [wanted, setWanted] = useState(false);
  const names = useSubscriptionNames(name, wanted);
  const options = [...new Set([subscription, ...(names.data ?? [])])].map((value) => ({
    value,
    label: value,
  }));

  const cluster = searchParams.get('cluster') ?? undefined;
  const index = partitionOf(name);
  const parent = parentTopic(name) ?? name;

  function open(topic: TopicName, next: string, query = searchParams) {
    void navigate(
      `${routes.subscription.href({ ...topicParams(topic), subscription: next })}${query.size > 0 ? `?${query.toString()}` : ''}`,
    );
  }

  /** The same subscription on one partition, or (undefined) the partitioned topic's, which says so. */
  function openPartition(next: number | undefined) {
    const query = new URLSearchParams(searchParams);
    if (next === undefined) query.set(PARTITIONED_PARAM, 'true');
    else query.delete(PARTITIONED_PARAM);
    open(next === undefined ? parent : partitionTopic(parent, next), subscription, query);
  }

  return (
    <Space wrap size="middle" align="center" style={{ marginBottom: 16 }}>
      <TopicPathSelectors name={name} tab={undefined} cluster={cluster} />
      <LabelledSelect
        label={t('subscriptions.selector.subscription')}
        showSearch
        value={subscription}
        placeholder={t('subscriptions.selector.selectSubscription')}
        options={options}
        loading={names.isFetching}
        onOpenChange={(opened) => opened && setWanted(true)}
        onChange={(next: string) => open(name, next)}
      />
      <PartitionSelect parent={parent} index={index} cluster={cluster} offerAll onChange={openPartition} />
      {names.isError && (
        <Typography.Text type="danger" role="alert">
          {t('subscriptions.selector.failed', { message: names.error.message })}
        </Typography.Text>
      )}
    </Space>
  );
}
