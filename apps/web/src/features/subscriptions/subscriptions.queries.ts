import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readSession } from '../../shared/auth/index.ts';
import { fullTopicName, type TopicName } from '../topics/index.ts';
import {
  fetchSubscriptionView,
  peekMessages,
  runBacklogOperation,
  type BacklogOperation,
} from './subscriptions.api.ts';

/** Consumers and backlog move by the second; the page follows them without hammering the broker. */
export const SUBSCRIPTION_REFRESH_MS = 10_000;

// Hierarchical from the environment down: switching environment never shows another one's data.
export const subscriptionKeys = {
  all: () => ['subscriptions', readSession().environment ?? ''] as const,
  one: (name: TopicName, subscription: string) =>
    [...subscriptionKeys.all(), fullTopicName(name), subscription] as const,
};

export function useSubscriptionView(name: TopicName, subscription: string, enabled: boolean) {
  return useQuery({
    queryKey: subscriptionKeys.one(name, subscription),
    queryFn: ({ signal }) => fetchSubscriptionView(name, subscription, signal),
    refetchInterval: SUBSCRIPTION_REFRESH_MS,
    enabled,
  });
}

export function useBacklogOperation(name: TopicName, subscription: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (operation: BacklogOperation) => runBacklogOperation(name, subscription, operation),
    // The backlog changed (or may have, even on a refusal): read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.one(name, subscription) }),
  });
}

export function usePeekMessages(subscription: string) {
  return useMutation({
    mutationFn: ({ topic, count }: { topic: TopicName; count: number }) =>
      peekMessages(topic, subscription, count),
  });
}
