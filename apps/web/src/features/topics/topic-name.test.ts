import { describe, expect, it } from 'vitest';
import {
  fullTopicName,
  parentTopic,
  partitionOf,
  partitionTopic,
  topicNameFromParams,
  topicPath,
  type TopicName,
} from './topic-name';

const plain: TopicName = { domain: 'persistent', tenant: 'acme', namespace: 'orders', topic: 'events' };
const partition: TopicName = { ...plain, topic: 'events-partition-3' };

describe('topic names', () => {
  it('builds the admin path and the full name', () => {
    expect(topicPath(plain)).toBe('persistent/acme/orders/events');
    expect(fullTopicName({ ...plain, domain: 'non-persistent' })).toBe('non-persistent://acme/orders/events');
  });

  it('encodes path segments that need it', () => {
    expect(topicPath({ ...plain, topic: 'a b%' })).toBe('persistent/acme/orders/a%20b%25');
  });

  it('recognises partitions and their parent', () => {
    expect(partitionOf(plain)).toBeUndefined();
    expect(partitionOf(partition)).toBe(3);
    expect(parentTopic(partition)).toEqual(plain);
    expect(parentTopic(plain)).toBeUndefined();
    expect(parentTopic({ ...plain, topic: 'x-partition-' })).toBeUndefined();
    expect(partitionTopic(plain, 0).topic).toBe('events-partition-0');
  });

  it('parses route params and rejects unknown domains', () => {
    expect(
      topicNameFromParams({ persistent: 'persistent', tenant: 'acme', namespace: 'orders', topic: 'events' }),
    ).toEqual(plain);
    expect(
      topicNameFromParams({ persistent: 'durable', tenant: 'acme', namespace: 'orders', topic: 'events' }),
    ).toBeUndefined();
    expect(
      topicNameFromParams({ persistent: 'persistent', tenant: 'acme', namespace: 'orders' }),
    ).toBeUndefined();
  });
});
