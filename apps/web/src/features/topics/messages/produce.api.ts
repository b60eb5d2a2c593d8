// Pulsar's REST produce API (TopicsBase#publishMessages), through its entry in @beacon/pulsar-admin
// (`pulsarRest.produce`: not an admin API call). Without a value schema in the body the broker
// encodes each payload with its STRING schema, so the payload goes as the text the user typed.
import { pulsarRest, type MessagePublishResult, type ProducerMessages } from '@beacon/pulsar-admin';
import { callPulsar } from '../../../shared/api/pulsar-call.ts';
import { topicParams } from '../topic.api.ts';
import { parentTopic, partitionOf, type TopicName } from '../topic-name.ts';

export type { MessagePublishResult, ProducerAcks } from '@beacon/pulsar-admin';

export interface ProduceInput {
  key: string;
  value: string;
  properties: [string, string][];
}

export function produceBody({ key, value, properties }: ProduceInput): ProducerMessages {
  const named = properties.filter(([name]) => name.trim() !== '');
  return {
    messages: [
      {
        ...(key === '' ? {} : { key }),
        payload: value,
        ...(named.length === 0 ? {} : { properties: Object.fromEntries(named) }),
      },
    ],
  };
}

/**
 * Publishes one message; resolves with its publish result (which may itself carry an error). On a
 * partition's page it goes to that partition through the partitioned topic's `/partitions/{n}`
 * (pulsarRest.produceToPartition says why never by the partition's own name).
 */
export async function produceMessage(topic: TopicName, input: ProduceInput): Promise<MessagePublishResult> {
  const parent = parentTopic(topic);
  const partition = partitionOf(topic);
  const options = { failures: 'caller' as const, body: produceBody(input) };
  const acks =
    parent && partition !== undefined
      ? await callPulsar(pulsarRest.produceToPartition, { ...topicParams(parent), partition }, options)
      : await callPulsar(pulsarRest.produce, topicParams(topic), options);
  const [result] = acks.messagePublishResults;
  if (!result) throw new Error('Pulsar answered without a publish result');
  return result;
}
