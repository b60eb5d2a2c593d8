// Produce by schema (issue 30 item 4, decision 0077): on a topic whose schema is AVRO,
// PROTOBUF_NATIVE or JSON the value is JSON, which Beacon's server encodes by the topic's schema and
// sends over the binary protocol (Pulsar's REST produce has no Protobuf-native and writes an empty
// payload when its Avro encoding fails). Other topics keep the text path (produce.api.ts).
import {
  API_PREFIX,
  JSON_PRODUCE_SCHEMA_TYPES,
  WORKBENCH_PRODUCE_PATH,
  type WorkbenchProduceAnswer,
  type WorkbenchProduceRequest,
} from '@beacon/contracts';
import type { MessagePublishResult } from '@beacon/pulsar-admin';
import { requestData } from '../../../shared/api/index.ts';
import { fullTopicName, type TopicName } from '../topic-name.ts';

/** Whether this topic's messages are JSON encoded by its schema (persistent topics only: the server reads them). */
export function producesBySchema(topic: TopicName, schemaType: string | undefined): boolean {
  return (
    topic.domain === 'persistent' &&
    schemaType !== undefined &&
    JSON_PRODUCE_SCHEMA_TYPES.includes(schemaType)
  );
}

export interface ProduceJsonInput {
  key: string;
  /** The value, already parsed from the JSON the user typed. */
  value: unknown;
  properties: [string, string][];
}

/** Sends one message; resolves as the text path does, with where it landed. Refusals reject in the server's words. */
export async function produceBySchema(
  topic: TopicName,
  input: ProduceJsonInput,
): Promise<MessagePublishResult> {
  const named = input.properties.filter(([name]) => name.trim() !== '');
  const body: WorkbenchProduceRequest = {
    topic: fullTopicName(topic),
    messages: [
      {
        ...(input.key === '' ? {} : { key: input.key }),
        value: input.value,
        ...(named.length === 0 ? {} : { properties: Object.fromEntries(named) }),
      },
    ],
  };
  const answer = await requestData<WorkbenchProduceAnswer>(WORKBENCH_PRODUCE_PATH.slice(API_PREFIX.length), {
    method: 'POST',
    json: body,
    // The dialog shows the server's reason beside the value that was refused.
    reportErrors: false,
  });
  const [sent] = answer.sent;
  if (!sent) throw new Error('The server answered without the message it sent');
  return { messageId: sent.messageId, errorCode: 0, schemaVersion: answer.schemaVersion };
}
