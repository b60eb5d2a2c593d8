import { badRequest, notAllowed, notFound } from '../../core/errors.ts';
import { isInteger, isRecord, stringMap } from '../../core/json.ts';
import { partitionName, topicName } from '../../core/names.ts';
import type { TopicDomain, TopicName } from '../../core/names.ts';
import type { TopicState } from '../../core/state.ts';
import { createNonPartitionedTopic } from '../../core/topics.ts';
import { publish } from '../../core/traffic.ts';
import { topicHash } from '../../core/bundles.ts';
import { json } from '../answer.ts';
import type { RequestContext, RouteSpec } from '../context.ts';
import { redirectIfNotOwner } from '../ownership.ts';

// Pulsar's REST produce API (TopicsBase): POST /topics/{domain}/{t}/{ns}/{topic}[/partitions/{n}]
// with {producerName, messages: [{payload, key, properties, eventTime, sequenceId}]}.
// Payloads are stored as the UTF-8 bytes of the given string (no schema encoding).

function autoCreate(context: RequestContext, name: TopicName): TopicState {
  const existing = context.state.topics.get(name.fullName);
  if (existing) return existing;
  const namespace = context.state.namespaces.get(name.namespaceName);
  if (!namespace) throw notFound(`Namespace ${name.namespaceName} not found`);
  const override = namespace.policies.autoTopicCreationOverride as
    { allowAutoTopicCreation?: boolean } | undefined;
  if (!(override?.allowAutoTopicCreation ?? context.state.limits.allowAutoTopicCreation)) {
    throw notFound(`Topic ${name.fullName} not found`);
  }
  return createNonPartitionedTopic(context.state, name, {}, context.localCluster);
}

function produceTo(
  context: RequestContext,
  targets: (message: Record<string, unknown>, index: number) => TopicName,
) {
  const body = context.jsonBody();
  if (!isRecord(body) || !Array.isArray(body.messages))
    throw badRequest('Request body must contain messages');
  const producerName = typeof body.producerName === 'string' ? body.producerName : 'rest-producer';
  const results = body.messages.map((raw: unknown, index) => {
    const message = isRecord(raw) ? raw : {};
    const name = targets(message, index);
    const topic = autoCreate(context, name);
    if (topic.terminated)
      return { messageId: '', errorCode: 2, errorMsg: 'Topic is terminated', schemaVersion: 0 };
    const payload = Buffer.from(
      typeof message.payload === 'string' ? message.payload : JSON.stringify(message.payload ?? ''),
      'utf8',
    );
    const sequenceId = isInteger(message.sequenceId) ? message.sequenceId : index;
    const position = publish(context.state, topic, {
      payload,
      producerName,
      sequenceId,
      key: typeof message.key === 'string' ? message.key : undefined,
      properties: stringMap(message.properties),
      eventTime: isInteger(message.eventTime) ? message.eventTime : 0,
    });
    const id = position
      ? `${String(position.ledgerId)}:${String(position.entryId)}:${String(Math.max(topic.partitionIndex, -1))}`
      : '-1:-1:-1';
    return { messageId: id, errorCode: 0, schemaVersion: 0 };
  });
  return json({ messagePublishResults: results, schemaVersion: 0 });
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
  return [
    {
      method: 'POST',
      url: base,
      access: { kind: 'topic', operation: 'PRODUCE' },
      handler: (context) => {
        const topic = name(context);
        const partitioned = context.state.partitionedTopics.get(topic.fullName);
        if (!partitioned) {
          const moved = redirectIfNotOwner(context, topic);
          if (moved) return moved;
          return produceTo(context, () => topic);
        }
        // Keyed messages go to the partition of their key's hash; others round-robin.
        return produceTo(context, (message, index) => {
          const slot =
            typeof message.key === 'string'
              ? topicHash(message.key) % partitioned.partitions
              : index % partitioned.partitions;
          return topicName(domain, topic.tenant, topic.namespace, partitionName(topic.localName, slot));
        });
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
        const target = topicName(
          domain,
          topic.tenant,
          topic.namespace,
          partitionName(topic.localName, index),
        );
        const moved = redirectIfNotOwner(context, target);
        return moved ?? produceTo(context, () => target);
      },
    },
  ];
}

export const produceRoutes: RouteSpec[] = [...routesFor('persistent'), ...routesFor('non-persistent')];
