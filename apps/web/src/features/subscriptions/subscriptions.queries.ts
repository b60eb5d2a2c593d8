import { subscriptions } from '@beacon/pulsar-admin';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { beaconView, pulsarKey, pulsarResources } from '../../shared/api/pulsar-keys.ts';
import { parentTopic, type TopicName } from '../topics/index.ts';
import {
  fetchSubscriptionView,
  peekMessages,
  runBacklogOperation,
  type BacklogOperation,
} from './subscriptions.api.ts';

/** Consumers and backlog move by the second; the page follows them without hammering the broker. */
export const SUBSCRIPTION_REFRESH_MS = 10_000;

// Under the topic in Pulsar's hierarchy (decision 0024): the page's view is Beacon's own reading of
// the topic's stats, so a write to the topic (or to one of its subscriptions) refreshes it, and a
// backlog operation here refreshes every screen showing the topic.
export const subscriptionKeys = {
  one: (name: TopicName, subscription: string) => [
    ...pulsarKey(subscriptions.delete, { ...name, subName: subscription }),
    beaconView('subscription'),
  ],
};

export function useSubscriptionView(name: TopicName, subscription: string, enabled: boolean) {
  return useQuery({
    queryKey: subscriptionKeys.one(name, subscription),
    queryFn: ({ signal }) => fetchSubscriptionView(name, subscription, signal),
    refetchInterval: SUBSCRIPTION_REFRESH_MS,
    enabled,
  });
}

/**
 * The backlog changed (or may have, even on a refusal): whatever shows the topic reads it again,
 * the partitioned topic's page too when the subscription is a partition's.
 */
function refreshTopic(queryClient: QueryClient, name: TopicName) {
  const parent = parentTopic(name);
  if (parent) void queryClient.invalidateQueries({ queryKey: pulsarResources.topic(parent) });
  return queryClient.invalidateQueries({ queryKey: pulsarResources.topic(name) });
}

export function useBacklogOperation(name: TopicName, subscription: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (operation: BacklogOperation) => runBacklogOperation(name, subscription, operation),
    onSettled: () => refreshTopic(queryClient, name),
  });
}

/**
 * Clears the backlog of each of the topic's `subscriptions`, one call each as the subscription page
 * clears one (skip_all); the first refusal stops the rest and is the answer.
 */
export function useClearBacklogs(name: TopicName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscriptions: readonly string[]) => {
      for (const subscription of subscriptions)
        await runBacklogOperation(name, subscription, { kind: 'clear' });
    },
    onSettled: () => refreshTopic(queryClient, name),
  });
}

export function usePeekMessages(subscription: string) {
  return useMutation({
    mutationFn: ({ topic, count }: { topic: TopicName; count: number }) =>
      peekMessages(topic, subscription, count),
  });
}
