import { topics } from '@beacon/pulsar-admin';
import { useQuery } from '@tanstack/react-query';
import { callPulsar } from '../../../shared/api/pulsar-call.ts';
import { beaconView, pulsarKey, pulsarResources } from '../../../shared/api/pulsar-keys.ts';
import { topicParams } from '../topic.api.ts';
import type { TopicName } from '../topic-name.ts';
import { examineMessage, messageById, type InitialPosition } from './message-bytes.api.ts';

/** Which message the browser shows: counted from one end, or named by its id. */
export type MessageLocator =
  | { kind: 'position'; initial: InitialPosition; position: number }
  | { kind: 'id'; ledgerId: number; entryId: number };

// Under the topic in Pulsar's hierarchy (decision 0024): producing a message refreshes whatever
// shows the topic (its figures too), and any write to the topic refreshes the messages read.
export const messageKeys = {
  topic: (topic: TopicName) => pulsarResources.topic(topic),
  one: (topic: TopicName, locator: MessageLocator) =>
    locator.kind === 'position'
      ? pulsarKey(topics.examineMessage, topicParams(topic), locator)
      : pulsarKey(topics.ledgerEntry, { ...topicParams(topic), ...locator }),
  /** The count as a number: the same reading as the partitioned page's (one cache entry). */
  partitions: (topic: TopicName) => pulsarKey(topics.partitions, topicParams(topic), beaconView('count')),
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
      (await callPulsar(topics.partitions, topicParams(topic), { failures: 'in-place', signal }))
        .partitions ?? 0,
    enabled,
    staleTime: 60_000,
  });
}
