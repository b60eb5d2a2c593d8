import { notAllowed, notFound, preconditionFailed } from '../../core/errors.ts';
import { isRecord } from '../../core/json.ts';
import { positionOf } from '../../core/managed-ledger.ts';
import { schemaVersionBytes } from '../../binary/message-frame.ts';
import { TOPIC_DOMAINS } from '../../core/names.ts';
import type { TopicDomain, TopicName } from '../../core/names.ts';
import type { StoredMessage, TopicState } from '../../core/state.ts';
import * as subscriptions from '../../core/subscriptions.ts';
import { topicsOf } from '../../core/topics.ts';
import type { Answer } from '../answer.ts';
import { bytes, json, noContent } from '../answer.ts';
import type { RequestContext, RouteSpec } from '../context.ts';
import { pathInteger, queryFlag } from '../context.ts';
import { topicOf } from '../lookups.ts';
import { redirectIfNotOwner } from '../ownership.ts';

const topicOp = (operation: string) => ({ kind: 'topic', operation }) as const;

/**
 * Subscription calls on a partitioned topic fan out to every partition (as the broker does through
 * its internal admin client); on one topic they run on its owner or answer 307.
 */
function onEachTopic(context: RequestContext, name: TopicName, action: (topic: TopicState) => void): Answer {
  if (!context.state.partitionedTopics.has(name.fullName)) {
    const moved = redirectIfNotOwner(context, name);
    if (moved) return moved;
  }
  for (const topic of topicsOf(context.state, name)) action(topic);
  return noContent();
}

function onSingleTopic(
  context: RequestContext,
  name: TopicName,
  partitionedMessage: string,
  action: (topic: TopicState) => Answer,
): Answer {
  if (context.state.partitionedTopics.has(name.fullName)) {
    topicsOf(context.state, name);
    throw notAllowed(partitionedMessage);
  }
  const moved = redirectIfNotOwner(context, name);
  if (moved) return moved;
  const [topic] = topicsOf(context.state, name);
  if (!topic) throw notFound(`Topic ${name.fullName} not found`);
  return action(topic);
}

/** Jetty writes header values as ISO-8859-1 and puts `?` for any character beyond it. */
const latin1 = (value: string): string => value.replace(/[\u{100}-\u{10ffff}]/gu, '?');

/** Gson's toJson: JSON with `<`, `>`, `&`, `=` and `'` escaped (its HTML-safe default). */
const gsonJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&=']/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** Entries the managed ledger still holds (PersistentTopic#getNumberOfEntries). */
const storedEntries = (topic: TopicState): number =>
  topic.ledger?.ledgers.reduce((total, ledger) => total + ledger.entries, 0) ?? 0;

/** Peek, examine and get-by-id: raw payload bytes, the metadata in X-Pulsar-* headers. */
function messageAnswer(context: RequestContext, topic: TopicState, message: StoredMessage): Answer {
  const ledger = topic.ledger;
  const position = ledger ? positionOf(ledger, message.sequence) : { ledgerId: -1, entryId: -1 };
  const headers: Record<string, string> = {
    'X-Pulsar-Message-ID': `${String(position.ledgerId)}:${String(position.entryId)}`,
    'X-Pulsar-publish-time': new Date(message.publishTime).toISOString(),
    'X-Pulsar-producer-name': latin1(message.producerName),
    'X-Pulsar-sequence-id': String(message.sequenceId),
    'X-Pulsar-uncompressed-size': String(message.payload.length),
  };
  if (message.eventTime > 0) headers['X-Pulsar-event-time'] = new Date(message.eventTime).toISOString();
  // The metadata the binary port sends (message-frame.ts) has the key with partition_key_b64_encoded
  // false, compression NONE and the schema version's bytes: the REST answer says each of them, as
  // generateResponseWithEntry does (PersistentTopicsBase.java:3080-3084, 3101-3106 in 4.0.7).
  if (message.key !== undefined) {
    headers['X-Pulsar-partition-key'] = latin1(message.key);
    headers['X-Pulsar-partition-key-b64-encoded'] = 'false';
  }
  headers['X-Pulsar-compression'] = 'NONE';
  if (message.schemaVersion !== undefined)
    headers['X-Pulsar-Base64-schema-version'] = schemaVersionBytes(message.schemaVersion).toString('base64');
  // Since Pulsar 3.1 (PR 20627) every property travels in one header holding a JSON object, written
  // by Gson for every message, `{}` for one without properties (PersistentTopicsBase.java:3032-3034,
  // 4.0.7); the per-key X-Pulsar-PROPERTY-<name> form of older brokers is no longer sent.
  headers['X-Pulsar-PROPERTY'] = latin1(gsonJson(message.properties));
  headers['X-Pulsar-Is-Encrypted'] = 'false';
  // Sent for every entry of a persistent topic: whether it lies past the topic's max read position
  // (PersistentTopicsBase.java:3144-3146, 4.0.7); the simulator has no transactions.
  headers['X-Pulsar-txn-uncommitted'] = 'false';
  // A batched entry says how many messages it holds and the size of the batch payload (the entry
  // less its metadata), as PersistentTopicsBase#generateResponseWithEntry does when the metadata
  // has num_messages_in_batch; the body is the whole batch, for the reader to split.
  if (message.numMessagesInBatch !== undefined) {
    headers['X-Pulsar-num-batch-message'] = String(message.numMessagesInBatch);
    headers['X-Pulsar-batch-size'] = String(message.payload.length);
  }
  void context;
  return bytes(message.payload, headers);
}

function routesFor(domain: TopicDomain): RouteSpec[] {
  const topicBase = `/admin/v2/${domain}/:tenant/:namespace/:topic`;
  const subscriptionBase = `${topicBase}/subscription/:subscription`;
  const name = (context: RequestContext) => topicOf(context, domain);
  const subscription = (context: RequestContext) => context.params.subscription ?? '';
  return [
    {
      method: 'GET',
      url: `${topicBase}/subscriptions`,
      access: topicOp('GET_SUBSCRIPTIONS'),
      handler: (context) => {
        const topic = name(context);
        if (!context.state.partitionedTopics.has(topic.fullName)) {
          const moved = redirectIfNotOwner(context, topic);
          if (moved) return moved;
        }
        const names = new Set<string>();
        for (const found of topicsOf(context.state, topic))
          for (const key of found.subscriptions.keys()) names.add(key);
        return json([...names]);
      },
    },
    {
      method: 'PUT',
      url: subscriptionBase,
      access: topicOp('SUBSCRIBE'),
      handler: (context) => {
        const topic = name(context);
        const body = context.jsonBody();
        const position = subscriptions.parseInitialPosition(body);
        const properties =
          isRecord(body) && isRecord(body.properties) ? (body.properties as Record<string, string>) : {};
        return onEachTopic(context, topic, (found) =>
          subscriptions.createSubscription(
            context.state,
            found,
            subscription(context),
            position,
            queryFlag(context, 'replicated'),
            properties,
          ),
        );
      },
    },
    {
      method: 'DELETE',
      url: subscriptionBase,
      access: topicOp('UNSUBSCRIBE'),
      handler: (context) => {
        const topic = name(context);
        if (context.state.partitionedTopics.has(topic.fullName)) {
          const partitions = topicsOf(context.state, topic);
          if (!partitions.some((found) => found.subscriptions.has(subscription(context))))
            throw notFound('Subscription not found');
          for (const found of partitions) {
            if (found.subscriptions.has(subscription(context)))
              subscriptions.deleteSubscription(found, subscription(context), queryFlag(context, 'force'));
          }
          return noContent();
        }
        return onEachTopic(context, topic, (found) =>
          subscriptions.deleteSubscription(found, subscription(context), queryFlag(context, 'force')),
        );
      },
    },
    {
      method: 'POST',
      url: `${subscriptionBase}/skip_all`,
      access: topicOp('SKIP'),
      handler: (context) =>
        onEachTopic(context, name(context), (found) => {
          if (domain !== 'persistent') throw notAllowed('Operation not allowed on non-persistent topic');
          subscriptions.skipAllMessages(context.state, found, subscription(context));
        }),
    },
    {
      method: 'POST',
      url: `${subscriptionBase}/skip/:count`,
      access: topicOp('SKIP'),
      handler: (context) =>
        onSingleTopic(
          context,
          name(context),
          'Skip messages on a partitioned topic is not allowed',
          (found) => {
            subscriptions.skipMessages(
              context.state,
              found,
              subscription(context),
              pathInteger(context.params.count, 'message count'),
            );
            return noContent();
          },
        ),
    },
    {
      method: 'POST',
      url: `${subscriptionBase}/expireMessages/:seconds`,
      access: topicOp('EXPIRE_MESSAGES'),
      handler: (context) => {
        const seconds = pathInteger(context.params.seconds, 'expire time');
        return onEachTopic(context, name(context), (found) =>
          subscriptions.expireMessages(context.state, found, subscription(context), seconds),
        );
      },
    },
    {
      method: 'POST',
      url: `${subscriptionBase}/expireMessages`,
      access: topicOp('EXPIRE_MESSAGES'),
      handler: (context) =>
        onSingleTopic(
          context,
          name(context),
          'Expire messages by position is not allowed on a partitioned topic',
          (found) => {
            const position = subscriptions.parseInitialPosition(context.jsonBody());
            if (typeof position === 'string') throw notAllowed('Expire messages needs a message position');
            subscriptions.expireUpToPosition(context.state, found, subscription(context), position);
            return noContent();
          },
        ),
    },
    {
      method: 'POST',
      url: `${topicBase}/all_subscription/expireMessages/:seconds`,
      access: topicOp('EXPIRE_MESSAGES'),
      handler: (context) => {
        const seconds = pathInteger(context.params.seconds, 'expire time');
        return onEachTopic(context, name(context), (found) => {
          for (const key of found.subscriptions.keys())
            subscriptions.expireMessages(context.state, found, key, seconds);
        });
      },
    },
    {
      method: 'POST',
      url: `${subscriptionBase}/resetcursor/:timestamp`,
      access: topicOp('RESET_CURSOR'),
      handler: (context) => {
        const timestamp = pathInteger(context.params.timestamp, 'timestamp');
        return onEachTopic(context, name(context), (found) =>
          subscriptions.resetCursorToTime(context.state, found, subscription(context), timestamp),
        );
      },
    },
    {
      method: 'POST',
      url: `${subscriptionBase}/resetcursor`,
      access: topicOp('RESET_CURSOR'),
      handler: (context) =>
        onSingleTopic(context, name(context), 'Not supported for partitioned topics', (found) => {
          subscriptions.resetCursorToPosition(
            context.state,
            found,
            subscription(context),
            subscriptions.parseInitialPosition(context.jsonBody()),
          );
          return noContent();
        }),
    },
    {
      method: 'GET',
      url: `${subscriptionBase}/position/:position`,
      access: topicOp('PEEK_MESSAGES'),
      handler: (context) =>
        onSingleTopic(
          context,
          name(context),
          'Peek messages on a partitioned topic is not allowed',
          (found) =>
            messageAnswer(
              context,
              found,
              subscriptions.peekMessage(
                context.state,
                found,
                subscription(context),
                pathInteger(context.params.position, 'message position'),
              ),
            ),
        ),
    },
    {
      method: 'GET',
      url: `${topicBase}/examinemessage`,
      access: topicOp('PEEK_MESSAGES'),
      handler: (context) =>
        onSingleTopic(
          context,
          name(context),
          'Examine messages on a partitioned topic is not allowed, please try examine message on specific topic partition',
          (found) => {
            // PersistentTopicsBase#internalExamineMessageAsync: a position below 1 reads as 1, and a
            // persistent topic holding no entry is refused before any read (PR 20152).
            const position = Number(context.query.messagePosition ?? '1');
            if (found.domain === 'persistent' && storedEntries(found) === 0)
              throw preconditionFailed('Could not examine messages due to the total message is zero');
            return messageAnswer(
              context,
              found,
              subscriptions.examineMessage(
                context.state,
                found,
                context.query.initialPosition ?? 'latest',
                Number.isInteger(position) ? Math.max(1, position) : 1,
              ),
            );
          },
        ),
    },
    {
      method: 'GET',
      url: `${topicBase}/ledger/:ledgerId/entry/:entryId`,
      access: topicOp('PEEK_MESSAGES'),
      handler: (context) =>
        onSingleTopic(context, name(context), 'GetMessageById is not allowed on partitioned-topic', (found) =>
          messageAnswer(
            context,
            found,
            subscriptions.messageById(context.state, found, {
              ledgerId: pathInteger(context.params.ledgerId, 'ledger id'),
              entryId: pathInteger(context.params.entryId, 'entry id'),
            }),
          ),
        ),
    },
    {
      method: 'GET',
      url: `${subscriptionBase}/properties`,
      // PersistentTopicsBase.java:2472-2540 (4.0.7): CONSUME; a partitioned topic's partitions'
      // properties merged, and a subscription one partition lacks named on the partitioned topic.
      access: topicOp('CONSUME'),
      handler: (context) => {
        const topic = name(context);
        if (!context.state.partitionedTopics.has(topic.fullName)) {
          const moved = redirectIfNotOwner(context, topic);
          if (moved) return moved;
        }
        const merged: Record<string, string> = {};
        for (const found of topicsOf(context.state, topic)) {
          const held = found.subscriptions.get(subscription(context));
          if (!held)
            throw notFound(`Subscription ${subscription(context)} not found for topic ${topic.fullName}`);
          Object.assign(merged, held.properties);
        }
        return json(merged);
      },
    },
    {
      method: 'PUT',
      url: `${subscriptionBase}/properties`,
      // PersistentTopicsBase.java:2355-2357 (4.0.7): SUBSCRIBE; every partition's, replacing them all.
      access: topicOp('SUBSCRIBE'),
      handler: (context) =>
        onEachTopic(context, name(context), (found) =>
          subscriptions.setSubscriptionProperties(found, subscription(context), context.jsonBody()),
        ),
    },
  ];
}

export const subscriptionRoutes: RouteSpec[] = TOPIC_DOMAINS.flatMap(routesFor);
