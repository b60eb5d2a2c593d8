// Pulsar's REST produce API (TopicsBase#publishMessages): POST /topics/{domain}/{t}/{ns}/{topic}
// with ProducerMessages. Without a value schema in the body the broker encodes each payload with
// its STRING schema, so the payload goes as the text the user typed.
import { requestData } from '../../../shared/api/index.ts';
import { topicPath, type TopicName } from '../topic-name.ts';

export interface ProduceInput {
  key: string;
  value: string;
  properties: [string, string][];
}

/** One entry of ProducerAcks.messagePublishResults. */
export interface MessagePublishResult {
  messageId: string;
  errorCode: number;
  errorMsg?: string;
  schemaVersion?: number;
}

export interface ProducerAcks {
  messagePublishResults: MessagePublishResult[];
  schemaVersion?: number;
}

export interface ProducerMessagesBody {
  messages: { key?: string; payload: string; properties?: Record<string, string> }[];
}

export function produceBody({ key, value, properties }: ProduceInput): ProducerMessagesBody {
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
  const acks = await requestData<ProducerAcks>(`/topics/${topicPath(topic)}`, {
    method: 'POST',
    api: 'pulsar',
    json: produceBody(input),
    reportErrors: false,
  });
  const [result] = acks.messagePublishResults;
  if (!result) throw new Error('Pulsar answered without a publish result');
  return result;
}
