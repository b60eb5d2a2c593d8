import { PulsarRestError, badRequest, notAllowed } from '../../core/errors.ts';
import { isInteger, isRecord, stringMap } from '../../core/json.ts';
import { partitionName, topicName } from '../../core/names.ts';
import type { TopicDomain, TopicName } from '../../core/names.ts';
import { addProducerSchema, SchemaRefusal } from '../../core/schemas.ts';
import { publish } from '../../core/traffic.ts';
import type { Answer } from '../answer.ts';
import { json } from '../answer.ts';
import type { RequestContext, RouteSpec } from '../context.ts';
import { redirectIfNotOwner } from '../ownership.ts';
import { encodeRestPayload, javaBytes, producerSchemaOf, type ProducerSchema } from './produce-schema.ts';

// Pulsar's REST produce API (TopicsBase, 4.0): POST /topics/{domain}/{t}/{ns}/{topic}[/partitions/{n}]
// with {producerName, valueSchema, messages: [{payload, key, properties, eventTime, sequenceId}]}.
// Before publishing, the broker adds the request's schema to the topic (a UTF-8 STRING schema when
// the request names none) as a producer connecting with that schema would; a topic whose schema
// cannot take it, or that does not exist (the broker looks topics up without creating them), is
// refused with 500 and the broker's message. Payloads are encoded with the schema.

const DEFAULT_PRODUCER_NAME = 'RestProducer';

/** The 500 TopicsBase#publishMessages answers when addSchema fails, worded as the broker words it. */
function schemaRefused(context: RequestContext, name: TopicName, schema: ProducerSchema): PulsarRestError {
  const props = Object.entries(schema.properties)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');
  const schemaData =
    `SchemaData(type=${schema.type}, isDeleted=false, timestamp=${String(context.state.clock.now())}, ` +
    `user=Rest Producer, data=${javaBytes(schema.data)}, props={${props}})`;
  return new PulsarRestError(
    500,
    'Fail to publish message:java.util.concurrent.ExecutionException: ' +
      'org.apache.pulsar.broker.service.schema.exceptions.SchemaException: ' +
      `Unable to add schema ${schemaData} to topic ${name.partitionedTopicName}`,
  );
}

function eventTimeOf(value: unknown): number {
  if (isInteger(value)) return value;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : 0;
}

/** Publishes the request's messages round-robin over `targets`, after adding the schema. */
function produceTo(context: RequestContext, name: TopicName, targets: readonly TopicName[]): Answer {
  const body = context.jsonBody();
  if (!isRecord(body) || !Array.isArray(body.messages))
    throw badRequest('Request body must contain messages');
  const schema = producerSchemaOf(body.valueSchema);
  if (!schema) throw new PulsarRestError(500, 'Fail to add or retrieve schema.');
  const topics = targets.map((target) => context.state.topics.get(target.fullName));
  if (topics.some((topic) => topic === undefined)) throw schemaRefused(context, name, schema);
  let schemaVersion: number;
  try {
    schemaVersion = addProducerSchema(context.state, name, schema);
  } catch (error) {
    if (error instanceof SchemaRefusal) throw schemaRefused(context, name, schema);
    throw error;
  }
  const producerName =
    typeof body.producerName === 'string' && body.producerName !== ''
      ? body.producerName
      : DEFAULT_PRODUCER_NAME;
  const results = body.messages.map((raw: unknown, index) => {
    const message = isRecord(raw) ? raw : {};
    const topic = topics[index % topics.length];
    if (!topic)
      return { messageId: '', errorCode: 2, errorMsg: 'Topic not owned by current broker.', schemaVersion };
    if (topic.terminated)
      return { messageId: '', errorCode: 2, errorMsg: 'Topic is terminated', schemaVersion };
    const text =
      typeof message.payload === 'string' ? message.payload : JSON.stringify(message.payload ?? '');
    const position = publish(
      context.state,
      topic,
      {
        payload: encodeRestPayload(text, schema.type),
        producerName,
        sequenceId: isInteger(message.sequenceId) ? message.sequenceId : 0,
        key: typeof message.key === 'string' ? message.key : undefined,
        properties: stringMap(message.properties),
        eventTime: eventTimeOf(message.eventTime),
      },
      false,
    );
    const id = position
      ? `${String(position.ledgerId)}:${String(position.entryId)}:${String(Math.max(topic.partitionIndex, -1))}`
      : '-1:-1:-1';
    return { messageId: id, errorCode: 0, schemaVersion };
  });
  return json({ messagePublishResults: results, schemaVersion });
}

function routesFor(domain: TopicDomain): RouteSpec[] {
  const base = `/topics/${domain}/:tenant/:namespace/:topic`;
  const name = (context: RequestContext) =>
    topicName(
      domain,
      context.params.tenant ?? '',
      context.params.namespace ?? '',
      context.params.topic ?? '',
    );
  const partition = (topic: TopicName, index: number) =>
    topicName(domain, topic.tenant, topic.namespace, partitionName(topic.localName, index));
  return [
    {
      method: 'POST',
      url: base,
      access: { kind: 'topic', operation: 'PRODUCE' },
      handler: (context) => {
        const topic = name(context);
        const partitioned = context.state.partitionedTopics.get(topic.fullName);
        if (!partitioned) return redirectIfNotOwner(context, topic) ?? produceTo(context, topic, [topic]);
        // TopicsBase#internalPublishMessages: round-robin over the partitions this broker owns; a
        // broker that owns none sends the client to the owner of one (307).
        const partitions = Array.from({ length: partitioned.partitions }, (_, index) =>
          partition(topic, index),
        );
        const owned = partitions.filter((candidate) => redirectIfNotOwner(context, candidate) === undefined);
        if (owned.length === 0 && partitions[0]) {
          const moved = redirectIfNotOwner(context, partitions[0]);
          if (moved) return moved;
        }
        return produceTo(context, topic, owned);
      },
    },
    {
      method: 'POST',
      url: `${base}/partitions/:partition`,
      access: { kind: 'topic', operation: 'PRODUCE' },
      handler: (context) => {
        const topic = name(context);
        const partitioned = context.state.partitionedTopics.get(topic.fullName);
        const index = Number(context.params.partition);
        if (!partitioned) throw notAllowed('Topic is not partitioned');
        if (!Number.isInteger(index) || index < 0 || index >= partitioned.partitions)
          throw badRequest(`Partition ${context.params.partition ?? ''} out of range`);
        const target = partition(topic, index);
        return redirectIfNotOwner(context, target) ?? produceTo(context, topic, [target]);
      },
    },
  ];
}

export const produceRoutes: RouteSpec[] = [...routesFor('persistent'), ...routesFor('non-persistent')];
