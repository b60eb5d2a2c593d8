import { Alert, Descriptions, Radio, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  Link,
  useNavigate,
  AutoRefreshSelect,
  PulsarValueLabel,
  WithBreakableName,
} from '../../../shared/ui/index.ts';
import { routes, topicParams } from '../../../shared/routes/route-table.ts';
import { fullTopicName, parentTopic, partitionOf, partitionTopic, type TopicName } from '../topic-name.ts';
import { topicKeys, useBundleRange, useLookup } from '../topics.queries.ts';
import { PartitionSelect } from './partition-select.tsx';
import { TopicPathSelectors } from './topic-path-selectors.tsx';
import styles from './topic-page.module.css';

interface TopicHeaderProps {
  name: TopicName;
  tab: string;
  clusters: string[];
  clustersError: Error | null;
  cluster: string | undefined;
  onCluster: (cluster: string) => void;
}

/** Where the topic lives (tenant, namespace, owner broker, bundle) and the partition and cluster switchers. */
export function TopicHeader({ name, tab, clusters, clustersError, cluster, onCluster }: TopicHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <Typography.Title level={1} className={styles.title}>
        <WithBreakableName
          text={t('topics.page.title', { topic: fullTopicName(name) })}
          name={fullTopicName(name)}
        />
      </Typography.Title>
      <Space wrap size="middle">
        <Tag>
          <PulsarValueLabel vocabulary="topicDomain" value={name.domain} />
        </Tag>
        <span>
          {t('topics.page.tenant')}
          {t('common.colon')}
          <Typography.Text strong>{name.tenant}</Typography.Text>
        </span>
        <span>
          {t('topics.page.namespace')}
          {t('common.colon')}
          <Link to={routes.namespace.href(name)}>{`${name.tenant}/${name.namespace}`}</Link>
        </span>
      </Space>
      <TopicPathSelectors name={name} tab={tab} cluster={cluster} />
      <div className={styles.switchers}>
        <PartitionSwitcher name={name} tab={tab} cluster={cluster} />
        <AutoRefreshSelect scope={[topicKeys.one({ name, cluster })]} />
        {clustersError && (
          <Alert
            type="warning"
            showIcon
            title={t('topics.header.clustersFailed', { message: clustersError.message })}
          />
        )}
        {clusters.length > 1 && (
          <Space>
            <span id="topic-cluster-label">{t('topics.header.cluster')}</span>
            <Radio.Group
              aria-labelledby="topic-cluster-label"
              optionType="button"
              value={cluster}
              onChange={(event) => onCluster(String(event.target.value))}
              options={clusters.map((value) => ({ value, label: value }))}
            />
          </Space>
        )}
      </div>
      <OwnerInfo name={name} cluster={cluster} />
    </header>
  );
}

function PartitionSwitcher({
  name,
  tab,
  cluster,
}: {
  name: TopicName;
  tab: string;
  cluster: string | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const index = partitionOf(name);
  const parent = parentTopic(name);
  if (index === undefined || !parent) return null;
  return (
    <Space wrap>
      <PartitionSelect
        parent={parent}
        index={index}
        cluster={cluster}
        onChange={(next = 0) =>
          void navigate(routes.topic.href(topicParams(partitionTopic(parent, next)), { tab, cluster }))
        }
      />
      <Typography.Text type="secondary">
        {t('topics.header.partitionsOf', { index, topic: parent.topic })}
      </Typography.Text>
      <Link to={routes.partitionedTopic.href(topicParams(parent), { cluster })}>
        {t('topics.header.allPartitions', { topic: parent.topic })}
      </Link>
    </Space>
  );
}

function OwnerInfo({ name, cluster }: { name: TopicName; cluster: string | undefined }) {
  const { t } = useTranslation();
  const lookup = useLookup({ name, cluster });
  const bundle = useBundleRange({ name, cluster });
  const pending = '…';
  if (lookup.isError)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('topics.header.lookupFailed', { message: lookup.error.message })}
      />
    );
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 1, md: 3 }}
      title={t('topics.header.infoTitle')}
      items={[
        {
          key: 'bundle',
          label: t('topics.header.bundle'),
          children: bundle.data ?? (bundle.isError ? '—' : pending),
        },
        { key: 'broker', label: t('topics.header.broker'), children: lookup.data?.brokerUrl ?? pending },
        { key: 'http', label: t('topics.header.httpUrl'), children: lookup.data?.httpUrl ?? pending },
      ]}
    />
  );
}
