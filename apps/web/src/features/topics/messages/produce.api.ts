// Pulsar's REST produce API (TopicsBase#publishMessages), through its entry in @beacon/pulsar-admin
// (`pulsarRest.produce`: not an admin API call). Without a value schema in the body the broker
// encodes each payload with its STRING schema, so the payload goes as the text the user typed.
import { pulsarRest, type MessagePublishResult, type ProducerMessages } from '@beacon/pulsar-admin';
import { callPulsar } from '../../../shared/api/pulsar-call.ts';
import { topicParams } from '../topic.api.ts';
import type { TopicName } from '../topic-name.ts';

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

/** Publishes one message; resolves with its publish result (which may itself carry an error). */
export async function produceMessage(topic: TopicName, input: ProduceInput): Promise<MessagePublishResult> {
  const acks = await callPulsar(pulsarRest.produce, topicParams(topic), {
    failures: 'caller',
    body: produceBody(input),
  });
  const [result] = acks.messagePublishResults;
  if (!result) throw new Error('Pulsar answered without a publish result');
  return result;
}
