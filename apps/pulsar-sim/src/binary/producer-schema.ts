import { SCHEMA_TYPE } from '@beacon/pulsar-reader/wire';
import type { TopicName } from '../core/names.ts';
import { addProducerSchema } from '../core/schemas.ts';
import type { SimulatorState } from '../core/state.ts';

// The schema a binary PRODUCER brings (CommandProducer.schema), added to its topic as a real 4.0.7
// broker adds it (ServerCnx.java:1526 reads it, :1631 tryAddSchema → AbstractTopic#addSchema): the
// version of an identical schema, else a new version the topic's strategy accepts; refused
// otherwise (SchemaRefusal, answered as ERROR IncompatibleSchema). A producer without a schema adds
// none and writes no version.

const TYPE_NAMES = new Map(Object.entries(SCHEMA_TYPE).map(([name, number]) => [number, name]));

/** The version the producer's messages carry, or undefined for a producer without a schema. */
export function addSchemaOfProducer(
  state: SimulatorState,
  name: TopicName,
  schema: unknown,
): number | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const fields = schema as {
    type?: number;
    schema_data?: Uint8Array;
    properties?: { key: string; value: string }[];
  };
  const type = TYPE_NAMES.get(Number(fields.type ?? 0)) ?? 'NONE';
  return addProducerSchema(state, name, {
    type,
    // The broker keeps the bytes; the admin API answers them as UTF-8 text.
    data: Buffer.from(fields.schema_data ?? new Uint8Array()).toString('utf8'),
    properties: Object.fromEntries((fields.properties ?? []).map(({ key, value }) => [key, value])),
  });
}
