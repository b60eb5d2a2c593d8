import { Divider, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  Link,
  DetailPage,
  useDetailTab,
  isNotFound,
  AutoRefreshSelect,
  ForbiddenPage,
  PageLoading,
} from '../../../shared/ui/index.ts';
import { useCan } from '../../../shared/auth/index.ts';
import { routes, topicParams } from '../../../shared/routes/route-table.ts';
import { useUserInfo } from '../../auth/index.ts';
import { fullTopicName, topicNameFromParams, type TopicName } from '../topic-name.ts';
import { useTopicStats } from '../topics.queries.ts';
import { TopicPathSelectors } from '../topic-page/topic-path-selectors.tsx';
import { AggregateStats } from './aggregate-stats.tsx';
import { DeleteTopic } from './delete-topic.tsx';
import { partitionedTopicKeys, usePartitionCount, usePartitionedStats } from './partitioned-topic.queries.ts';
import { PartitionsTable } from './partitions-table.tsx';
import { SubscriptionsTable } from './subscriptions-table.tsx';
import { TopicPoliciesSection } from '../topic-policies/topic-policies-section.tsx';
import { TopicProperties } from '../topic-properties.tsx';
import { CreateMissingPartitions } from './create-missing-partitions.tsx';
import { TopicPermissions } from './topic-permissions.tsx';
import { UpdatePartitions } from './update-partitions.tsx';
import { TrendsPanel } from '../../trends/index.ts';
import { HistoryPanel } from '../../history/index.ts';

const TABS = ['overview', 'subscriptions', 'policies', 'trends', 'history'] as const;

/**
 * /management/topics/:persistent/:tenant/:namespace/:topic/partitionedTopic (inventory 1.11). Whether
 * this admin administers the tenant is decided here, from the permission table the server enforces.
 */
export function PartitionedTopicPage() {
  const { t } = useTranslation();
  const name = topicNameFromParams(useParams());
  const userInfo = useUserInfo();
  const mayRead = useCan('topic.read', name?.tenant);

  if (!name) return <Result status="404" title={t('partitionedTopics.page.badTopic')} />;
  if (userInfo.isPending) return <PageLoading />;
  if (!mayRead) {
    return (
      <ForbiddenPage
        title={t('partitionedTopics.page.forbidden', { tenant: name.tenant })}
        detail={t('partitionedTopics.page.forbiddenDetail', { tenant: name.tenant })}
      />
    );
  }
  return <PartitionedTopicContent name={name} />;
}

function PartitionedTopicContent({ name }: { name: TopicName }) {
  const { t } = useTranslation();
  const tab = useDetailTab(TABS, 'overview');
  const count = usePartitionCount(name, true);
  const partitions = count.data ?? 0;
  const stats = usePartitionedStats(name, partitions > 0);
  const topic = fullTopicName(name);
  // Pulsar answers "0 partitions" for any name; only the plain topic's stats say whether it exists.
  const plain = useTopicStats({ name, cluster: undefined }, count.data === 0);
  const missing = (count.isError && isNotFound(count.error)) || (plain.isError && isNotFound(plain.error));
  const topicsOfNamespace = routes.namespace.href(name, { tab: 'topics' });

  const header = (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('partitionedTopics.page.title', { topic: name.topic })}
      </Typography.Title>
      <Typography.Paragraph>
        <Link to={topicsOfNamespace}>
          {t('partitionedTopics.page.namespaceLink', { tenant: name.tenant, namespace: name.namespace })}
        </Link>
        {partitions > 0 && <> · {t('partitionedTopics.page.partitions', { count: partitions })}</>}
      </Typography.Paragraph>
      {/* Tenant, Namespace and Topic (partitioned topics only), and Auto Refresh over the page's figures. */}
      <Space wrap size="middle" style={{ marginBottom: 16 }}>
        <TopicPathSelectors name={name} tab={tab} cluster={undefined} partitionedOnly />
        <AutoRefreshSelect scope={[partitionedTopicKeys.one(name)]} />
      </Space>
    </>
  );
  if (count.data === 0 && !missing) {
    return (
      <div>
        {header}
        <Result
          status="info"
          title={t('partitionedTopics.page.notPartitioned', { topic })}
          extra={
            <Link to={routes.topic.href(topicParams(name))}>{t('partitionedTopics.page.openTopicPage')}</Link>
          }
        />
      </div>
    );
  }
  // The tabs are drawn only once the read has its data (DetailPage's `read`).
  const figures = stats.data;
  return (
    <DetailPage
      notFound={
        missing
          ? {
              what: t('ui.notFound.partitionedTopic', { topic }),
              backTo: topicsOfNamespace,
              backLabel: t('ui.notFound.backToTopics', { namespace: `${name.tenant}/${name.namespace}` }),
            }
          : undefined
      }
      header={header}
      read={{ query: count.isSuccess ? stats : count, errorTitle: t('partitionedTopics.page.loadFailed') }}
      defaultTab="overview"
      tabs={[
        {
          key: 'overview',
          label: t('partitionedTopics.page.tabs.overview'),
          children: figures && (
            <>
              <AggregateStats stats={figures} />
              <Divider />
              <PartitionsTable name={name} count={partitions} />
            </>
          ),
        },
        {
          key: 'subscriptions',
          label: t('partitionedTopics.page.tabs.subscriptions'),
          children: (
            <SubscriptionsTable name={name} count={partitions} subscriptions={figures?.subscriptions ?? {}} />
          ),
        },
        {
          key: 'policies',
          label: t('partitionedTopics.page.tabs.policies'),
          children: (
            <>
              <UpdatePartitions name={name} count={partitions} />
              <Divider />
              <CreateMissingPartitions name={name} count={partitions} />
              <Divider />
              <TopicPermissions name={name} />
              <Divider />
              <TopicProperties name={name} partitioned />
              <Divider />
              <TopicPoliciesSection name={name} cluster={undefined} />
              <Divider />
              <DeleteTopic name={name} count={partitions} />
            </>
          ),
        },
        { key: 'trends', label: t('trends.tab'), children: <TrendsPanel target={{ topic }} /> },
        {
          key: 'history',
          label: t('history.tab'),
          children: <HistoryPanel target={{ kind: 'topic', name: topic }} />,
        },
      ]}
    />
  );
}
