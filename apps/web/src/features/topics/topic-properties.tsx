// A topic's key/value properties through the shared editor, on the topic page (a topic or one
// partition: its managed ledger's) and on the partitioned topic page (the partitioned topic's own,
// in its metadata). PUT …/properties adds or replaces the keys sent; DELETE …/properties?key= removes
// one, always with a key (PersistentTopicsBase.java:628-705). Persistent topics only: Pulsar
// answers 406 for a non-persistent one.
import { topicProperties } from '@beacon/pulsar-admin';
import { Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pulsarKey } from '../../shared/api/pulsar-keys.ts';
import { callPulsar } from '../../shared/api/pulsar-call.ts';
import { useCan } from '../../shared/auth/index.ts';
import { PropertiesEditor } from '../../shared/ui/index.ts';
import { topicParams } from './topic.api.ts';
import { fullTopicName, type TopicName } from './topic-name.ts';

interface TopicPropertiesProps {
  name: TopicName;
  cluster?: string | undefined;
  partitioned?: boolean;
}

export function TopicProperties({ name, cluster, partitioned = false }: TopicPropertiesProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const topic = fullTopicName(name);
  const mayWrite = useCan('topic.policy.write', name.tenant);
  const key = pulsarKey(topicProperties.get, topicParams(name), ...(cluster ? [{ cluster }] : []));
  const properties = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      callPulsar(topicProperties.get, topicParams(name), { signal, cluster, failures: 'in-place' }),
    enabled: name.domain === 'persistent',
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: ({ key: property, value }: { key: string; value: string }) =>
      callPulsar(topicProperties.set, topicParams(name), {
        body: { [property]: value },
        cluster,
        failures: 'caller',
      }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (property: string) =>
      callPulsar(topicProperties.remove, topicParams(name), {
        query: { key: property },
        cluster,
        failures: 'caller',
      }),
    onSettled: refresh,
  });
  if (name.domain !== 'persistent') return null;

  return (
    <section aria-labelledby="topic-properties">
      <Typography.Title level={2} id="topic-properties" style={{ fontSize: 18 }}>
        {t('properties.topic.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t(partitioned ? 'properties.topic.partitionedHelp' : 'properties.topic.help')}
      </Typography.Paragraph>
      <PropertiesEditor
        resource={topic}
        label={t('properties.topic.table', { topic })}
        properties={properties}
        canWrite={mayWrite}
        save={(property, value) => save.mutateAsync({ key: property, value })}
        remove={(property) => remove.mutateAsync(property)}
      />
    </section>
  );
}
