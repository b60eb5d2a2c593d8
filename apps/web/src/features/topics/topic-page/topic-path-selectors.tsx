import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../shared/ui/index.ts';
import { routes, topicParams } from '../../../shared/routes/route-table.ts';
import { LabelledSelect, NamespaceSelectors, topicListQuery } from '../../namespaces/index.ts';
import { parentTopic, type TopicName } from '../topic-name.ts';

/** How many topics the selector offers at once; typing filters on the server beyond them. */
const OFFERED = 50;

interface TopicPathSelectorsProps {
  name: TopicName;
  tab: string | undefined;
  cluster: string | undefined;
  /** Offer partitioned topics only (the partitioned topic page, as Pulsar Manager's did). */
  partitionedOnly?: boolean;
}

/** A topic option's value: its domain and short name, which together name it in a namespace. */
const optionValue = (domain: string, topic: string) => `${domain}://${topic}`;

/**
 * Tenant, Namespace and Topic selectors (inventory 1.10, 1.11): choosing a tenant or namespace
 * offers its topics; choosing a topic opens it (its partitioned page if it has partitions) on the
 * same tab and cluster. The topics are searched on the server, so a namespace of thousands works.
 */
export function TopicPathSelectors({ name, tab, cluster, partitionedOnly = false }: TopicPathSelectorsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = parentTopic(name) ?? name;
  const [place, setPlace] = useState<{ tenant: string; namespace: string | undefined }>({
    tenant: name.tenant,
    namespace: name.namespace,
  });
  const [wanted, setWanted] = useState(false);
  const [filter, setFilter] = useState('');
  const namespace = place.namespace;
  const samePlace = place.tenant === name.tenant && namespace === name.namespace;
  const topics = useQuery({
    ...topicListQuery(place.tenant, namespace ?? '', {
      page: 1,
      size: OFFERED,
      sort: 'topic',
      order: 'asc',
      filter,
    }),
    enabled: namespace !== undefined && (wanted || !samePlace),
  });
  const items = (topics.data?.topics ?? []).filter((item) => !partitionedOnly || item.partitions > 0);
  const current = samePlace ? optionValue(open.domain, open.topic) : undefined;
  const options = items.map((item) => ({
    value: optionValue(item.persistent, item.topic),
    label: item.persistent === open.domain ? item.topic : `${item.topic} (${item.persistent})`,
  }));
  // The open topic is always an option, so its name shows before the list loads.
  if (current && !options.some((option) => option.value === current))
    options.unshift({ value: current, label: open.topic });

  function openTopic(value: string) {
    const item = items.find((candidate) => optionValue(candidate.persistent, candidate.topic) === value);
    if (!item || namespace === undefined) return;
    const target = { domain: item.persistent, tenant: place.tenant, namespace, topic: item.topic };
    const query = { tab, cluster };
    void navigate(
      (item.partitions > 0 ? routes.partitionedTopic : routes.topic).href(topicParams(target), query),
    );
  }

  return (
    <NamespaceSelectors
      tenant={name.tenant}
      namespace={name.namespace}
      tab="topics"
      onPick={(tenant, next) => {
        setPlace({ tenant, namespace: next });
        setFilter('');
      }}
    >
      <LabelledSelect
        label={t('topics.header.topic')}
        showSearch={{ filterOption: false, onSearch: setFilter }}
        value={current}
        placeholder={t('topics.header.selectTopic')}
        options={options}
        loading={topics.isFetching}
        disabled={namespace === undefined}
        onOpenChange={(opened) => opened && setWanted(true)}
        onChange={openTopic}
        style={{ minWidth: 200 }}
      />
      {topics.isError && (
        <Typography.Text type="danger" role="alert">
          {t('topics.header.topicsFailed', { message: topics.error.message })}
        </Typography.Text>
      )}
    </NamespaceSelectors>
  );
}
