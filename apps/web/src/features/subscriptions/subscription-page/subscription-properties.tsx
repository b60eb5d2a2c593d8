// The subscription's key/value properties through the shared editor. Pulsar's PUT replaces them
// all (PersistentSubscription.java:1517-1528), so a change sends the whole map as last read with
// the one key set or left out; on a partitioned topic Pulsar sets and reads every partition's
// (PersistentTopicsBase.java:2355-2540).
import { subscriptionProperties } from '@beacon/pulsar-admin';
import { Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pulsarKey } from '../../../shared/api/pulsar-keys.ts';
import { callPulsar } from '../../../shared/api/pulsar-call.ts';
import { useCan } from '../../../shared/auth/index.ts';
import { PropertiesEditor } from '../../../shared/ui/index.ts';
import { fullTopicName, type TopicName } from '../../topics/index.ts';

export function SubscriptionProperties({ name, subscription }: { name: TopicName; subscription: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mayWrite = useCan('subscription.operate', name.tenant);
  const params = { ...name, subName: subscription };
  const key = pulsarKey(subscriptionProperties.get, params);
  const properties = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callPulsar(subscriptionProperties.get, params, { signal, failures: 'in-place' }),
  });
  const replace = useMutation({
    mutationFn: (next: Record<string, string>) =>
      callPulsar(subscriptionProperties.set, params, { body: next, failures: 'caller' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const current = () => ({ ...(properties.data ?? {}) });

  return (
    <section>
      <Typography.Paragraph type="secondary">{t('properties.subscription.help')}</Typography.Paragraph>
      <PropertiesEditor
        resource={`${fullTopicName(name)} / ${subscription}`}
        label={t('properties.subscription.table', { subscription })}
        properties={properties}
        canWrite={mayWrite}
        save={(property, value) => replace.mutateAsync({ ...current(), [property]: value })}
        remove={(property) => {
          const next = current();
          delete next[property];
          return replace.mutateAsync(next);
        }}
      />
    </section>
  );
}
