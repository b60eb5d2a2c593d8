import type { PayloadPart } from '@beacon/pulsar-reader/wire';
import { attachProducer } from '../core/clients.ts';
import type { ProducerState, SimulatorState, TopicState } from '../core/state.ts';
import { publish } from '../core/traffic.ts';

// One producer of a binary connection (PRODUCER … SEND … CLOSE_PRODUCER), as a real 4.0.7 broker
// keeps it (ServerCnx#handleProducer, Producer#publishMessage): it shows in the topic's stats as a
// publisher while connected, and each SEND is stored with the metadata its client wrote — producer
// name, sequence id, publish time, key, properties, event time — so the reader and the admin API's
// reads see what a real broker would give back, with the schema version of a producer that brought
// a schema. Batches and compression are not simulated here.

export class BinaryProducer {
  readonly producerId: number;
  readonly topic: TopicState;
  readonly state: ProducerState;

  constructor(
    simulator: SimulatorState,
    topic: TopicState,
    producerId: number,
    client: { name: string | undefined; address: string; clientVersion: string },
  ) {
    this.producerId = producerId;
    this.topic = topic;
    // Without a name of its own the broker makes one (standalone-0-N), as attachProducer does.
    this.state = attachProducer(simulator, topic, {
      ratePerSecond: 0,
      ...(client.name ? { name: client.name } : {}),
    });
    this.state.address = client.address;
    this.state.clientVersion = client.clientVersion;
  }

  /** Whether the model still has this producer (a reset, an unload or a deletion takes it away). */
  isAttached(simulator: SimulatorState): boolean {
    return (
      simulator.topics.get(this.topic.fullName) === this.topic && this.topic.producers.includes(this.state)
    );
  }

  /** Stores one SEND's message; answers its position for SEND_RECEIPT. */
  store(simulator: SimulatorState, part: PayloadPart): { ledgerId: number; entryId: number } {
    const metadata = part.metadata;
    const key = metadata.partition_key as string | undefined;
    const position = publish(simulator, this.topic, {
      payload: Buffer.from(part.payload),
      producerName: (metadata.producer_name as string | undefined) ?? this.state.producerName,
      sequenceId: Number(metadata.sequence_id ?? 0),
      ...(key === undefined || key === '' ? {} : { key }),
      properties: propertiesOf(metadata.properties),
      eventTime: Number(metadata.event_time ?? 0),
      // A broker keeps the publish time its client wrote.
      publishTime: Number(metadata.publish_time ?? simulator.clock.now()),
      // And the schema version a typed producer writes (the one its PRODUCER_SUCCESS answered).
      ...schemaVersionOf(metadata.schema_version),
    });
    this.state.in.messages += 1;
    this.state.in.bytes += part.payload.length;
    this.state.sequenceId = Number(metadata.sequence_id ?? 0) + 1;
    // A non-persistent topic keeps nothing: its receipt names no entry.
    return position ?? { ledgerId: -1, entryId: -1 };
  }

  detach(): void {
    this.topic.producers = this.topic.producers.filter((candidate) => candidate !== this.state);
  }
}

/** MessageMetadata.schema_version: 8 bytes, big-endian (LongSchemaVersion), as the simulator answers it. */
function schemaVersionOf(bytes: unknown): { schemaVersion?: number } {
  if (!(bytes instanceof Uint8Array) || bytes.length !== 8) return {};
  return { schemaVersion: Number(Buffer.from(bytes).readBigInt64BE()) };
}

function propertiesOf(list: unknown): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const entry of (list as { key: string; value: string }[] | undefined) ?? []) {
    properties[entry.key] = entry.value;
  }
  return properties;
}
