import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../shared/api/index.ts';
import { readSession } from '../../../shared/auth/session.ts';
import { topicPath, type TopicName } from '../topic-name.ts';
import { examineMessage, messageById, type InitialPosition } from './message-bytes.api.ts';

/** Which message the browser shows: counted from one end, or named by its id. */
export type MessageLocator =
  | { kind: 'position'; initial: InitialPosition; position: number }
  | { kind: 'id'; ledgerId: number; entryId: number };

export const messageKeys = {
  topic: (topic: TopicName) => ['topic-messages', readSession().environment ?? '', topicPath(topic)] as const,
  one: (topic: TopicName, locator: MessageLocator) => [...messageKeys.topic(topic), locator] as const,
  partitions: (topic: TopicName) => [...messageKeys.topic(topic), 'partitions'] as const,
};

export function useMessage(topic: TopicName, locator: MessageLocator, enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.one(topic, locator),
    queryFn: ({ signal }) =>
      locator.kind === 'position'
        ? examineMessage(topic, locator.initial, locator.position, signal)
        : messageById(topic, locator.ledgerId, locator.entryId, signal),
    enabled,
    // A message that is not there (404) will not appear by asking again at once.
    retry: false,
  });
}

/** How many partitions `topic` has (0: not partitioned), to read one partition at a time. */
export function usePartitionCount(topic: TopicName, enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.partitions(topic),
    queryFn: async ({ signal }) =>
      (
        await requestData<{ partitions: number }>(`/admin/v2/${topicPath(topic)}/partitions`, {
          api: 'pulsar',
          signal,
          reportErrors: false,
        })
      ).partitions,
    enabled,
    staleTime: 60_000,
  });
}
