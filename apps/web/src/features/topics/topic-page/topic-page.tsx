import { Result } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useCan } from '../../../shared/auth/index.ts';
import {
  isNotFound,
  DetailPage,
  useDetailTab,
  ForbiddenPage,
  PageLoading,
} from '../../../shared/ui/index.ts';
import { useUserInfo } from '../../auth/index.ts';
import { fullTopicName, parentTopic, topicNameFromParams, type TopicName } from '../topic-name.ts';
import { TrendsPanel } from '../../trends/index.ts';
import { HistoryPanel } from '../../history/index.ts';
import { useReplicationClusters, useTopicStats } from '../topics.queries.ts';
import { OverviewTab } from './overview-tab.tsx';
import { PoliciesTab } from './policies-tab.tsx';
import { StorageTab } from './storage-tab.tsx';
import { TopicHeader } from './topic-header.tsx';
import { OTHER_TABS } from './other-tabs.ts';
import styles from './topic-page.module.css';
import { routes } from '../../../shared/routes/route-table.ts';

export const TOPIC_TABS = [
  'overview',
  'storage',
  'policies',
  'schema',
  'messages',
  'trends',
  'history',
] as const;
export type TopicTab = (typeof TOPIC_TABS)[number];
export const CLUSTER_PARAM = 'cluster';

/**
 * `?tab=subscriptions` is where the breadcrumb "Subscriptions" of a subscription page leads (as
 * Pulsar Manager's did): the subscriptions table, which sits on the overview, scrolled into view.
 */
const SUBSCRIPTIONS_ANCHOR = 'subscriptions';

/**
 * /management/topics/:persistent/:tenant/:namespace/:topic/topic (inventory 1.10): one
 * non-partitioned topic or one partition. The route lets every admin in; whether this admin may
 * read this tenant's topics is decided here, from the permission table the server enforces.
 */
export function TopicPage() {
  const { t } = useTranslation();
  const params = useParams();
  const name = topicNameFromParams(params);
  const userInfo = useUserInfo();
  const mayRead = useCan('topic.read', name?.tenant);

  if (!name) {
    return <Result status="404" title={t('topics.page.invalid', { domain: params.persistent ?? '' })} />;
  }
  if (userInfo.isPending) return <PageLoading />;
  if (!mayRead) {
    return (
      <ForbiddenPage
        title={t('topics.page.forbidden', { topic: fullTopicName(name) })}
        detail={t('topics.page.forbiddenDetail', { tenant: name.tenant })}
      />
    );
  }
  // Keyed by topic so a switch to a sibling partition starts from a clean slate.
  return <TopicScreen key={fullTopicName(name)} name={name} />;
}

function TopicScreen({ name }: { name: TopicName }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = useDetailTab<TopicTab>(TOPIC_TABS, 'overview');
  const replication = useReplicationClusters(name, true);
  const clusters = replication.data ?? [];
  const requestedCluster = searchParams.get(CLUSTER_PARAM);
  // One replication cluster: nothing to choose, the proxy's own routing is right. Several: every
  // call names the cluster whose copy of the topic is shown (the first one until one is chosen).
  const cluster =
    clusters.length > 1
      ? requestedCluster && clusters.includes(requestedCluster)
        ? requestedCluster
        : clusters[0]
      : undefined;

  function setParam(key: string, value: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  }

  const target = { name, cluster };
  // The same stats the overview reads (one cached call): Pulsar's 404 means the topic is not there,
  // and its page must not show zero figures and live operations. Read once the cluster is known.
  const stats = useTopicStats(target, !replication.isPending);
  return (
    <DetailPage
      className={styles.page}
      notFound={
        stats.isError && isNotFound(stats.error)
          ? {
              what: t('ui.notFound.topic', { topic: fullTopicName(name) }),
              backTo: routes.namespace.href(name, { tab: 'topics' }),
              backLabel: t('ui.notFound.backToTopics', { namespace: `${name.tenant}/${name.namespace}` }),
            }
          : undefined
      }
      header={
        <TopicHeader
          name={name}
          tab={tab}
          clusters={clusters}
          clustersError={replication.error}
          cluster={cluster}
          onCluster={(next) => setParam(CLUSTER_PARAM, next)}
        />
      }
      // Waiting for the clusters avoids reading every figure twice (without, then with, the cluster).
      loading={replication.isPending}
      defaultTab="overview"
      destroyOnHidden
      tabs={[
        {
          key: 'overview',
          label: t('topics.page.tabs.overview'),
          children: <OverviewTab target={target} focusSubscriptions={requested === SUBSCRIPTIONS_ANCHOR} />,
        },
        { key: 'storage', label: t('topics.page.tabs.storage'), children: <StorageTab target={target} /> },
        { key: 'policies', label: t('topics.page.tabs.policies'), children: <PoliciesTab target={target} /> },
        ...OTHER_TABS.map(({ key, Component }) => ({
          key,
          label: t(`topics.page.tabs.${key}`),
          children: (
            <Suspense fallback={<PageLoading />}>
              <Component topic={name} />
            </Suspense>
          ),
        })),
        {
          key: 'trends',
          label: t('trends.tab'),
          // A partition's figures are kept under its partitioned topic (decision 0093).
          children: <TrendsPanel target={{ topic: fullTopicName(parentTopic(name) ?? name) }} />,
        },
        {
          key: 'history',
          label: t('history.tab'),
          children: <HistoryPanel target={{ kind: 'topic', name: fullTopicName(name) }} />,
        },
      ]}
    />
  );
}
