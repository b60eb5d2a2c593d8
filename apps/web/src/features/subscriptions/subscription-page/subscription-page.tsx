import { Descriptions, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import {
  Link,
  DetailPage,
  isNotFound,
  ForbiddenPage,
  PageLoading,
  PulsarValueLabel,
} from '../../../shared/ui/index.ts';
import { useCan } from '../../../shared/auth/index.ts';
import { formatBytesPerSecond } from '../../../shared/lib/byte-format.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';
import { routes, topicParams } from '../../../shared/routes/route-table.ts';
import { useUserInfo } from '../../auth/index.ts';
import { fullTopicName, topicNameFromParams, type TopicName } from '../../topics/index.ts';
import { BacklogPanel } from '../backlog/backlog-panel.tsx';
import { DoctorPanel } from '../doctor/doctor-panel.tsx';
import { TrendsPanel } from '../../trends/index.ts';
import type { SubscriptionView } from '../subscriptions.api.ts';
import { useSubscriptionView } from '../subscriptions.queries.ts';
import { ConsumersTable } from './consumers-table.tsx';
import { SubscriptionProperties } from './subscription-properties.tsx';
import { SubscriptionSelectors } from './subscription-selectors.tsx';
import { PULSAR_MANAGER_PARAMS, requestedView } from './requested-view.ts';

/** Where the topic of this subscription is shown: a partitioned topic has a page of its own. */
const topicPageOf = (name: TopicName, partitions: number, tab?: string) =>
  (partitions > 0 ? routes.partitionedTopic : routes.topic).href(topicParams(name), { tab });

/**
 * /management/subscriptions/:persistent/:tenant/:namespace/:topic/:subscription/subscription
 * (inventory 1.12). `?operation=skip|expire|clear|reset|peek` opens that backlog operation, which is
 * how the topic pages link here; Pulsar Manager's `?topTab=backlogOperation&leftTab=…` does too.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const params = useParams();
  const subscription = params.subscription ?? '';
  const name = topicNameFromParams(params);
  const userInfo = useUserInfo();
  const mayRead = useCan('topic.read', name?.tenant);

  if (!name) return <Result status="404" title={t('subscriptions.page.badTopic')} />;
  if (userInfo.isPending) return <PageLoading />;
  if (!mayRead) {
    return (
      <ForbiddenPage
        title={t('subscriptions.page.forbidden', { tenant: name.tenant })}
        detail={t('subscriptions.page.forbiddenDetail', { tenant: name.tenant })}
      />
    );
  }
  return <SubscriptionContent name={name} subscription={subscription} />;
}

function SubscriptionContent({ name, subscription }: { name: TopicName; subscription: string }) {
  const { t } = useTranslation();
  const view = useSubscriptionView(name, subscription, true);
  const [searchParams, setSearchParams] = useSearchParams();
  const { tab, operation } = requestedView(searchParams);
  const topic = fullTopicName(name);
  const partitions = view.data?.partitions ?? 0;
  const stats = view.data?.subscription;

  function update(changes: Record<string, string | undefined>) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        // Once the user chooses, the address says it in Beacon's words only.
        for (const key of PULSAR_MANAGER_PARAMS) next.delete(key);
        for (const [key, value] of Object.entries(changes))
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  }

  // Pulsar's 404 for the topic, or a topic without this subscription: nothing to show or operate.
  const notFound =
    view.isError && isNotFound(view.error)
      ? {
          what: t('ui.notFound.topic', { topic }),
          backTo: routes.namespace.href(name, { tab: 'topics' }),
          backLabel: t('ui.notFound.backToTopics', { namespace: `${name.tenant}/${name.namespace}` }),
        }
      : view.data && !stats
        ? {
            what: t('ui.notFound.subscription', { subscription, topic }),
            backTo: topicPageOf(name, partitions, 'subscriptions'),
            backLabel: t('ui.notFound.backToSubscriptions', { topic }),
          }
        : undefined;

  return (
    <DetailPage
      notFound={notFound}
      header={
        <>
          <Typography.Title level={1} style={{ fontSize: 24 }}>
            {t('subscriptions.page.title', { subscription })}
          </Typography.Title>
          <Typography.Paragraph>
            <Link to={topicPageOf(name, partitions)}>{t('subscriptions.page.topic', { topic })}</Link>
            {partitions > 0 && <> · {t('subscriptions.page.partitioned', { count: partitions })}</>}
          </Typography.Paragraph>
          <SubscriptionSelectors name={name} subscription={subscription} />
          {stats && <SubscriptionSummary stats={stats} />}
        </>
      }
      read={{ query: view, errorTitle: t('subscriptions.page.loadFailed') }}
      // Pulsar Manager's topTab, or an operation alone, can ask for the backlog without `?tab=`.
      defaultTab={tab}
      onTabChange={(key) =>
        update(
          key === 'backlog'
            ? { tab: 'backlog', operation }
            : {
                tab: key === 'properties' || key === 'doctor' || key === 'trends' ? key : undefined,
                operation: undefined,
              },
        )
      }
      tabs={[
        {
          key: 'consumers',
          label: t('subscriptions.page.tabs.consumers'),
          children: (
            <ConsumersTable
              name={name}
              subscription={subscription}
              partitions={partitions}
              consumers={view.data?.consumers ?? []}
            />
          ),
        },
        {
          key: 'backlog',
          label: t('subscriptions.page.tabs.backlog'),
          children: (
            <BacklogPanel
              name={name}
              subscription={subscription}
              partitions={partitions}
              backlog={stats?.msgBacklog ?? 0}
              operation={operation}
              onOperationChange={(next) => update({ tab: 'backlog', operation: next })}
            />
          ),
        },
        {
          key: 'doctor',
          label: t('subscriptions.doctor.tab'),
          children: view.data && <DoctorPanel name={name} subscription={subscription} view={view.data} />,
        },
        {
          key: 'trends',
          label: t('trends.tab'),
          children: <TrendsPanel target={{ topic, subscription }} />,
        },
        {
          key: 'properties',
          label: t('properties.subscription.tab'),
          children: <SubscriptionProperties name={name} subscription={subscription} />,
        },
      ]}
    />
  );
}

function SubscriptionSummary({ stats }: { stats: NonNullable<SubscriptionView['subscription']> }) {
  const { t, i18n } = useTranslation();
  const rate = (value: number) => t('subscriptions.units.rate', { value: formatNumber(value) });
  return (
    <Descriptions
      size="small"
      bordered
      // Each label above its value: side by side, six pairs make twelve cells in a row, too narrow
      // for "Shared" or "1,234 messages" even at 1 440 px with the menu open (issue 28 A8).
      layout="vertical"
      column={{ xs: 1, sm: 2, md: 3, xl: 6 }}
      items={[
        {
          key: 'type',
          label: t('subscriptions.page.summary.type'),
          children: <PulsarValueLabel vocabulary="subscriptionType" value={stats.type} />,
        },
        {
          key: 'backlog',
          label: t('subscriptions.page.summary.backlog'),
          // Exact counts: an operator skipping 10 of 1 234 wants to see 1 224 afterwards, not 1K.
          children: t('subscriptions.units.messages', {
            value: stats.msgBacklog.toLocaleString(i18n.language),
          }),
        },
        {
          key: 'unacked',
          label: t('subscriptions.page.summary.unacked'),
          children: stats.unackedMessages.toLocaleString(i18n.language),
        },
        { key: 'outRate', label: t('subscriptions.page.summary.outRate'), children: rate(stats.msgRateOut) },
        {
          key: 'outThroughput',
          label: t('subscriptions.page.summary.outThroughput'),
          children: formatBytesPerSecond(stats.msgThroughputOut),
        },
        {
          key: 'expired',
          label: t('subscriptions.page.summary.expiredRate'),
          children: rate(stats.msgRateExpired),
        },
      ]}
    />
  );
}
