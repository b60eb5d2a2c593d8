import { startCompaction, startOffload } from '../../core/background-work.ts';
import { disconnectAll } from '../../core/clients.ts';
import { badRequest, notAcceptable, notAllowed, preconditionFailed } from '../../core/errors.ts';
import { stringMap, isRecord, isInteger } from '../../core/json.ts';
import {
  closeCurrentLedger,
  formatPosition,
  lastSequence,
  positionOf,
  ensureLedger,
  truncate,
} from '../../core/managed-ledger.ts';
import { TOPIC_DOMAINS } from '../../core/names.ts';
import type { TopicDomain, TopicName } from '../../core/names.ts';
import { internalStats, partitionedTopicStats, topicStats } from '../../core/stats.ts';
import type { TopicState } from '../../core/state.ts';
import * as topics from '../../core/topics.ts';
import {
  grantTopicPermission,
  revokeTopicPermission,
  topicPermissions,
} from '../../core/topic-permissions.ts';
import { emptyOk, json, noContent } from '../answer.ts';
import type { RequestContext, RouteSpec } from '../context.ts';
import { queryFlag } from '../context.ts';
import { namespaceOf, topicOf } from '../lookups.ts';
import { ownerBrokerOf, redirectIfNotOwner } from '../ownership.ts';

const topicOp = (operation: string) => ({ kind: 'topic', operation }) as const;

function statsOptions(context: RequestContext, topic: TopicState) {
  const namespace = context.state.namespaces.get(topic.namespace);
  return {
    localCluster: context.localCluster,
    ownerBroker: namespace ? ownerBrokerOf(context, topic.fullName, namespace) : context.broker.id,
    excludePublishers: queryFlag(context, 'excludePublishers'),
    excludeConsumers: queryFlag(context, 'excludeConsumers'),
    earliestTimeInBacklog: queryFlag(context, 'getEarliestTimeInBacklog'),
  };
}

/** Runs `action` on the topic this broker owns, or answers the 307 to its owner. */
function onOwnedTopic(
  context: RequestContext,
  name: TopicName,
  action: (topic: TopicState) => ReturnType<RouteSpec['handler']>,
) {
  const moved = redirectIfNotOwner(context, name);
  if (moved) return moved;
  return action(topics.requireTopic(context.state, name));
}

function routesFor(domain: TopicDomain): RouteSpec[] {
  const base = `/admin/v2/${domain}/:tenant/:namespace`;
  const topicBase = `${base}/:topic`;
  const name = (context: RequestContext) => topicOf(context, domain);
  return [
    {
      method: 'GET',
      url: base,
      access: { kind: 'namespace', operation: 'GET_TOPICS' },
      handler: (context) => json(topics.listTopics(namespaceOf(context), domain)),
    },
    {
      method: 'GET',
      url: `${base}/partitioned`,
      access: { kind: 'namespace', operation: 'GET_TOPICS' },
      handler: (context) => json(topics.listPartitionedTopics(namespaceOf(context), domain)),
    },
    {
      method: 'PUT',
      url: topicBase,
      access: { kind: 'namespace', operation: 'CREATE_TOPIC' },
      handler: (context) => {
        topics.createNonPartitionedTopic(
          context.state,
          name(context),
          stringMap(context.jsonBody()),
          context.localCluster,
        );
        return noContent();
      },
    },
    {
      method: 'DELETE',
      url: topicBase,
      access: { kind: 'namespace', operation: 'DELETE_TOPIC' },
      handler: (context) => {
        const topic = name(context);
        const moved = redirectIfNotOwner(context, topic);
        if (moved) return moved;
        topics.deleteTopic(context.state, topic, queryFlag(context, 'force'));
        return noContent();
      },
    },
    {
      method: 'PUT',
      url: `${topicBase}/partitions`,
      access: { kind: 'namespace', operation: 'CREATE_TOPIC' },
      handler: (context) => {
        const body = context.jsonBody();
        topics.createPartitionedTopic(context.state, name(context), body, {}, context.localCluster);
        return noContent();
      },
    },
    {
      method: 'POST',
      url: `${topicBase}/partitions`,
      access: topicOp('UPDATE_PARTITIONS'),
      handler: (context) => {
        topics.updatePartitions(context.state, name(context), context.jsonBody());
        return noContent();
      },
    },
    {
      method: 'GET',
      url: `${topicBase}/partitions`,
      access: topicOp('GET_METADATA'),
      handler: (context) => json(topics.partitionedMetadata(context.state, name(context))),
    },
    {
      method: 'DELETE',
      url: `${topicBase}/partitions`,
      access: { kind: 'namespace', operation: 'DELETE_TOPIC' },
      handler: (context) => {
        topics.deletePartitionedTopic(context.state, name(context), queryFlag(context, 'force'));
        return noContent();
      },
    },
    {
      method: 'GET',
      url: `${topicBase}/stats`,
      access: topicOp('GET_STATS'),
      handler: (context) =>
        onOwnedTopic(context, name(context), (topic) =>
          json(topicStats(context.state, topic, statsOptions(context, topic))),
        ),
    },
    {
      method: 'GET',
      url: `${topicBase}/partitioned-stats`,
      access: topicOp('GET_STATS'),
      handler: (context) => {
        const topic = name(context);
        const partitioned = topics.requirePartitioned(context.state, topic);
        const partitions = topics.topicsOf(context.state, topic);
        return json(
          partitionedTopicStats(
            context.state,
            partitions,
            partitioned.partitions,
            queryFlag(context, 'perPartition', true),
            (partition) => statsOptions(context, partition),
          ),
        );
      },
    },
    {
      method: 'GET',
      url: `${topicBase}/internalStats`,
      access: topicOp('GET_STATS'),
      handler: (context) =>
        onOwnedTopic(context, name(context), (topic) =>
          json(internalStats(context.state, topic, queryFlag(context, 'metadata'))),
        ),
    },
    {
      method: 'GET',
      url: `${topicBase}/partitioned-internalStats`,
      access: topicOp('GET_STATS'),
      handler: (context) => {
        const topic = name(context);
        const partitioned = topics.requirePartitioned(context.state, topic);
        const partitions = topics.topicsOf(context.state, topic);
        return json({
          metadata: { partitions: partitioned.partitions, deleted: false },
          partitions: Object.fromEntries(
            partitions.map((partition) => [
              partition.fullName,
              internalStats(context.state, partition, false),
            ]),
          ),
        });
      },
    },
    {
      method: 'GET',
      url: `${topicBase}/permissions`,
      access: topicOp('GET_PERMISSION'),
      handler: (context) => json(topicPermissions(namespaceOf(context), name(context))),
    },
    {
      method: 'POST',
      url: `${topicBase}/permissions/:role`,
      access: topicOp('GRANT_PERMISSION'),
      handler: (context) => {
        grantTopicPermission(
          namespaceOf(context),
          name(context),
          context.params.role ?? '',
          context.jsonBody(),
        );
        return noContent();
      },
    },
    {
      method: 'DELETE',
      url: `${topicBase}/permissions/:role`,
      access: topicOp('REVOKE_PERMISSION'),
      handler: (context) => {
        revokeTopicPermission(namespaceOf(context), name(context), context.params.role ?? '');
        return noContent();
      },
    },
    {
      method: 'PUT',
      url: `${topicBase}/unload`,
      access: topicOp('UNLOAD'),
      handler: (context) => {
        const topic = name(context);
        const unload = (found: TopicState) => {
          disconnectAll(found);
          closeCurrentLedger(context.state, found);
        };
        if (context.state.partitionedTopics.has(topic.fullName)) {
          for (const partition of topics.topicsOf(context.state, topic)) unload(partition);
          return noContent();
        }
        return onOwnedTopic(context, topic, (found) => {
          unload(found);
          return noContent();
        });
      },
    },
    {
      method: 'POST',
      url: `${topicBase}/terminate`,
      access: topicOp('TERMINATE'),
      handler: (context) => {
        const topic = name(context);
        // v2 NonPersistentTopics inherits terminate, whose validatePersistentTopicName answers 406
        // first (v2/PersistentTopics.java:3446, AdminResource.java:259-260, 4.0.7).
        if (domain !== 'persistent') throw notAcceptable('Need to provide a persistent topic name');
        if (context.state.partitionedTopics.has(topic.fullName))
          throw notAllowed('Termination of a partitioned topic is not allowed');
        return onOwnedTopic(context, topic, (found) => {
          found.terminated = true;
          const ledger = ensureLedger(context.state, found);
          const position = positionOf(ledger, lastSequence(ledger));
          // The MessageIdImpl Jackson writes: batchIndex -1 and batchSize 0 for a whole entry.
          return json({
            ledgerId: position.ledgerId,
            entryId: position.entryId,
            partitionIndex: found.partitionIndex,
            batchIndex: -1,
            batchSize: 0,
          });
        });
      },
    },
    {
      method: 'POST',
      url: `${topicBase}/terminate/partitions`,
      access: topicOp('TERMINATE'),
      handler: (context) => {
        const topic = name(context);
        if (domain !== 'persistent') throw notAllowed('Termination of a non-persistent topic is not allowed');
        if (!context.state.partitionedTopics.has(topic.fullName))
          throw notAllowed('Termination of a non-partitioned topic is not allowed');
        for (const partition of topics.topicsOf(context.state, topic)) partition.terminated = true;
        return noContent();
      },
    },
    {
      method: 'PUT',
      url: `${topicBase}/compaction`,
      access: topicOp('COMPACT'),
      handler: (context) => {
        if (domain !== 'persistent') throw notAllowed('Compaction on a non-persistent topic is not allowed');
        const topic = name(context);
        // On a partitioned topic the broker triggers compaction of every partition.
        if (context.state.partitionedTopics.has(topic.fullName)) {
          for (const partition of topics.topicsOf(context.state, topic))
            startCompaction(context.state, partition);
          return noContent();
        }
        return onOwnedTopic(context, topic, (found) => {
          startCompaction(context.state, found);
          return noContent();
        });
      },
    },
    {
      method: 'GET',
      url: `${topicBase}/compaction`,
      access: topicOp('COMPACT'),
      handler: (context) =>
        onOwnedTopic(context, name(context), (topic) =>
          json({ status: topic.compaction.status, lastError: topic.compaction.lastError }),
        ),
    },
    {
      method: 'PUT',
      url: `${topicBase}/offload`,
      access: topicOp('OFFLOAD'),
      handler: (context) =>
        onOwnedTopic(context, name(context), (topic) => {
          const body = context.jsonBody();
          if (!isRecord(body) || !isInteger(body.ledgerId) || !isInteger(body.entryId))
            throw badRequest('messageId is null');
          startOffload(context.state, topic, { ledgerId: body.ledgerId, entryId: body.entryId });
          return noContent();
        }),
    },
    {
      method: 'GET',
      url: `${topicBase}/offload`,
      access: topicOp('OFFLOAD'),
      handler: (context) =>
        onOwnedTopic(context, name(context), (topic) => {
          // Pulsar reports entry 0 of the first ledger kept in BookKeeper once an offload succeeded,
          // MessageId.earliest (-1:-1) before the first one, while one runs and after one failed.
          const { status, lastError, firstKeptLedgerId } = topic.offload;
          const done = status === 'SUCCESS';
          return json({
            status,
            lastError,
            firstUnoffloadedMessage: {
              ledgerId: done ? firstKeptLedgerId : -1,
              entryId: done && firstKeptLedgerId >= 0 ? 0 : -1,
              partitionIndex: -1,
              batchIndex: -1,
              batchSize: 0,
            },
          });
        }),
    },
    {
      method: 'GET',
      url: `${topicBase}/lastMessageId`,
      access: topicOp('PEEK_MESSAGES'),
      handler: (context) =>
        onOwnedTopic(context, name(context), (topic) => {
          if (domain !== 'persistent')
            throw notAllowed('GetLastMessageId on a non-persistent topic is not allowed');
          const ledger = ensureLedger(context.state, topic);
          const position = positionOf(ledger, lastSequence(ledger));
          return json({
            ledgerId: position.ledgerId,
            entryId: position.entryId,
            partitionIndex: topic.partitionIndex,
          });
        }),
    },
    {
      method: 'GET',
      url: `${topicBase}/messageid/:timestamp`,
      access: topicOp('PEEK_MESSAGES'),
      handler: (context) =>
        onOwnedTopic(context, name(context), (topic) => {
          if (domain !== 'persistent')
            throw notAllowed('Get message ID by timestamp on a non-persistent topic is not allowed');
          const timestamp = Number(context.params.timestamp);
          const ledger = ensureLedger(context.state, topic);
          const message = ledger.messages.find((candidate) => candidate.publishTime >= timestamp);
          // ManagedLedgerImpl#asyncFindPosition: the entry after the last one published before the
          // time; where every entry was, the next position the ledger being written will fill
          // (`ledger:entries`, entry 0 of an empty one): a 200 either way, never a refusal.
          const current = ledger.ledgers.at(-1)!;
          const position = message
            ? positionOf(ledger, message.sequence)
            : { ledgerId: current.ledgerId, entryId: current.entries };
          return json({
            ledgerId: position.ledgerId,
            entryId: position.entryId,
            partitionIndex: topic.partitionIndex,
            batchSize: 0,
            batchIndex: -1,
          });
        }),
    },
    {
      method: 'GET',
      url: `${topicBase}/properties`,
      access: topicOp('GET_METADATA'),
      // PersistentTopicsBase.java:600-626 (4.0.7): a partitioned topic's own, from its metadata (no
      // body while it has none), else the topic's (or partition's) managed-ledger properties.
      handler: (context) => {
        topics.requirePersistent(name(context));
        const topic = name(context);
        const partitioned = context.state.partitionedTopics.get(topic.fullName);
        if (partitioned) return partitioned.properties ? json({ ...partitioned.properties }) : emptyOk();
        return json({ ...topics.requireTopic(context.state, topic).properties });
      },
    },
    {
      method: 'PUT',
      url: `${topicBase}/properties`,
      access: topicOp('UPDATE_METADATA'),
      // PersistentTopicsBase.java:628-657 (4.0.7): merged into the existing ones; an empty map is ignored.
      handler: (context) => {
        topics.requirePersistent(name(context));
        const topic = name(context);
        const sent = stringMap(context.jsonBody());
        const target =
          context.state.partitionedTopics.get(topic.fullName) ?? topics.requireTopic(context.state, topic);
        if (Object.keys(sent).length > 0) target.properties = { ...target.properties, ...sent };
        return noContent();
      },
    },
    {
      method: 'DELETE',
      url: `${topicBase}/properties`,
      access: topicOp('DELETE_METADATA'),
      handler: (context) => {
        topics.requirePersistent(name(context));
        const topic = name(context);
        const target =
          context.state.partitionedTopics.get(topic.fullName) ?? topics.requireTopic(context.state, topic);
        if (target.properties) {
          const properties = { ...target.properties };
          delete properties[context.query.key ?? ''];
          target.properties = properties;
        }
        return noContent();
      },
    },
    {
      method: 'POST',
      url: `${topicBase}/createMissedPartitions`,
      // PersistentTopicsBase.java:526-549 (4.0.7): CREATE_TOPIC on the namespace; a topic with no
      // partitioned metadata is a 404 (Namespaces' name check first: a partition's name is a 412).
      access: { kind: 'namespace', operation: 'CREATE_TOPIC' },
      handler: (context) => {
        const topic = name(context);
        if (topic.localName.includes('-partition-'))
          throw preconditionFailed("Partitioned Topic Name should not contain '-partition-'");
        topics.createMissedPartitions(context.state, topic);
        return noContent();
      },
    },
    {
      method: 'DELETE',
      url: `${topicBase}/truncate`,
      access: topicOp('TRUNCATE'),
      handler: (context) => {
        const topic = name(context);
        if (domain !== 'persistent') throw notAllowed('Truncate on a non-persistent topic is not allowed');
        for (const found of topics.topicsOf(context.state, topic)) truncate(context.state, found);
        return noContent();
      },
    },
    {
      method: 'GET',
      url: `${topicBase}/internal-info`,
      access: topicOp('GET_STATS'),
      handler: (context) =>
        onOwnedTopic(context, name(context), (topic) => {
          const ledger = ensureLedger(context.state, topic);
          return json({
            version: 1,
            creationDate: new Date(topic.createdAt).toISOString(),
            modificationDate: new Date(context.state.clock.now()).toISOString(),
            ledgers: ledger.ledgers.map((entry) => ({
              ledgerId: entry.ledgerId,
              entries: entry.entries,
              size: entry.size,
              timestamp: entry.createdAt,
            })),
            terminatedPosition: topic.terminated
              ? formatPosition(positionOf(ledger, lastSequence(ledger)))
              : undefined,
            cursors: {},
          });
        }),
    },
  ];
}

export const topicRoutes: RouteSpec[] = TOPIC_DOMAINS.flatMap(routesFor);
