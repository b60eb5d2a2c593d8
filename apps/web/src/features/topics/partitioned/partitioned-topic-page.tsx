import { Divider, Result, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCan } from '../../../shared/auth/index.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { isNotFound } from '../../../shared/ui/not-found.ts';
import { NotFoundState } from '../../../shared/ui/not-found-state.tsx';
import { ForbiddenPage } from '../../../shared/ui/forbidden-page.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { useUserInfo } from '../../auth/index.ts';
import { fullTopicName, topicNameFromParams, type TopicName } from '../topic-name.ts';
import { useTopicStats } from '../topics.queries.ts';
import { AggregateStats } from './aggregate-stats.tsx';
import { DeleteTopic } from './delete-topic.tsx';
import { usePartitionCount, usePartitionedStats } from './partitioned-topic.queries.ts';
import { PartitionedTopicSwitchers } from './partitioned-topic-switchers.tsx';
import { PartitionsTable } from './partitions-table.tsx';
import { SubscriptionsTable } from './subscriptions-table.tsx';
import { TopicPermissions } from './topic-permissions.tsx';
import { UpdatePartitions } from './update-partitions.tsx';

const TABS = ['overview', 'subscriptions', 'policies'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

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
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'overview';
  const count = usePartitionCount(name, true);
  const stats = usePartitionedStats(name, (count.data ?? 0) > 0);
  const topic = fullTopicName(name);
  // Pulsar answers "0 partitions" for any name; only the plain topic's stats say whether it exists.
  const plain = useTopicStats({ name, cluster: undefined }, count.data === 0);
  const missing = (count.isError && isNotFound(count.error)) || (plain.isError && isNotFound(plain.error));

  if (missing) {
    return (
      <NotFoundState
        what={t('ui.notFound.partitionedTopic', { topic })}
        backTo={`/management/namespaces/${name.tenant}/${name.namespace}/namespace?tab=topics`}
        backLabel={t('ui.notFound.backToTopics', { namespace: `${name.tenant}/${name.namespace}` })}
      />
    );
  }

  let body;
  if (count.isPending || (count.data !== 0 && stats.isPending)) body = <PageLoading />;
  else if (count.isError || stats.isError) {
    const error = count.error ?? stats.error;
    body = (
      <ErrorState
        title={t('partitionedTopics.page.loadFailed')}
        detail={error?.message}
        onRetry={() => void (count.isError ? count.refetch() : stats.refetch())}
      />
    );
  } else if (count.data === 0 || !stats.data) {
    body = (
      <Result
        status="info"
        title={t('partitionedTopics.page.notPartitioned', { topic })}
        extra={
          <Link to={`/management/topics/${name.domain}/${name.tenant}/${name.namespace}/${name.topic}/topic`}>
            {t('partitionedTopics.page.openTopicPage')}
          </Link>
        }
      />
    );
  } else {
    const partitions = count.data;
    body = (
      <Tabs
        activeKey={tab}
        onChange={(next) =>
          setSearchParams(
            (current) => {
              const params = new URLSearchParams(current);
              params.set('tab', next);
              return params;
            },
            { replace: true },
          )
        }
        items={[
          {
            key: 'overview',
            label: t('partitionedTopics.page.tabs.overview'),
            children: (
              <>
                <AggregateStats stats={stats.data} />
                <Divider />
                <PartitionsTable name={name} count={partitions} />
              </>
            ),
          },
          {
            key: 'subscriptions',
            label: t('partitionedTopics.page.tabs.subscriptions'),
            children: (
              <SubscriptionsTable
                name={name}
                count={partitions}
                subscriptions={stats.data.subscriptions ?? {}}
              />
            ),
          },
          {
            key: 'policies',
            label: t('partitionedTopics.page.tabs.policies'),
            children: (
              <>
                <UpdatePartitions name={name} count={partitions} />
                <Divider />
                <TopicPermissions name={name} />
                <Divider />
                <DeleteTopic name={name} count={partitions} />
              </>
            ),
          },
        ]}
      />
    );
  }

  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('partitionedTopics.page.title', { topic: name.topic })}
      </Typography.Title>
      <Typography.Paragraph>
        <Link to={`/management/namespaces/${name.tenant}/${name.namespace}/namespace?tab=topics`}>
          {t('partitionedTopics.page.namespaceLink', { tenant: name.tenant, namespace: name.namespace })}
        </Link>
        {count.data ? <> · {t('partitionedTopics.page.partitions', { count: count.data })}</> : null}
      </Typography.Paragraph>
      <PartitionedTopicSwitchers name={name} tab={tab} />
      {body}
    </div>
  );
}
