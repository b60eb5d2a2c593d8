// Pulsar's REST produce API, the one call the console makes outside the admin API: it is not in
// the admin OpenAPI (its facts are committed in packages/pulsar-admin/openapi/4.0.7), so it has its
// own entry here instead of one in catalogue.ts, whose contract test checks every entry against that
// list. Source: Pulsar 4.0 `pulsar-broker` org.apache.pulsar.broker.rest.Topics /
// TopicsBase#publishMessages, `POST /topics/{persistent|non-persistent}/{tenant}/{namespace}/{topic}`,
// body ProducerMessages, answer ProducerAcks (pulsar-websocket data classes); the simulator serves it
// in apps/pulsar-sim/src/http/routes/produce.routes.ts. Without a value schema in the body the broker
// encodes each payload with its STRING schema.
import { operation } from './operation.ts';

/** One message of ProducerMessages (`payload` as text: STRING schema). */
export interface ProducerMessage {
  key?: string;
  payload: string;
  properties?: Record<string, string>;
}

export interface ProducerMessages {
  messages: ProducerMessage[];
}

/** One entry of ProducerAcks.messagePublishResults: `messageId` as `ledger:entry:partition`. */
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

export const pulsarRest = {
  produce: operation<ProducerAcks, ProducerMessages>()(
    'POST',
    '/topics/{domain}/{tenant}/{namespace}/{topic}',
  ),
  /**
   * To one partition of a partitioned topic (`{topic}` is the partitioned topic's name). Never
   * `produce` with the partition's own name: TopicsBase#publishMessages takes
   * `topicName.getPartitionedTopicName()` and publishes round-robin through the partitions this
   * broker owns, and a real 4.0.7 broker answers the second partition produced that way with 500
   * "Unable to add schema" (seen on the real broker; pulsar-broker/src/main/java/org/apache/pulsar/
   * broker/rest/TopicsBase.java, publishMessages and publishMessagesToPartition).
   */
  produceToPartition: operation<ProducerAcks, ProducerMessages>()(
    'POST',
    '/topics/{domain}/{tenant}/{namespace}/{topic}/partitions/{partition}',
  ),
};
