// The topic page's writes reach the simulator at the catalogue's paths, names encoded once.
import { describe, expect, it } from 'vitest';
import { topics } from '@beacon/pulsar-admin';
import { simulatePulsar } from '../../test/simulator-network.ts';
import {
  createSubscription,
  deleteSubscription,
  grantPermission,
  revokePermission,
  terminateTopic,
} from './topic-operations.api.ts';
import { fetchTopicStats, readTopic } from './topic.api.ts';
import type { TopicName } from './topic-name.ts';

const orders: TopicName = { domain: 'persistent', tenant: 'sample', namespace: 'orders', topic: 'created' };
const target = { name: orders, cluster: undefined };
const signal = new AbortController().signal;

describe('topic operations through the catalogue', () => {
  it('creates and deletes a subscription whose name needs encoding', async () => {
    await simulatePulsar();
    await createSubscription(target, 'audit #2', 'earliest');
    expect(Object.keys((await fetchTopicStats(orders, undefined, signal)).subscriptions)).toContain(
      'audit #2',
    );
    await deleteSubscription(target, 'audit #2', false);
    expect(Object.keys((await fetchTopicStats(orders, undefined, signal)).subscriptions)).not.toContain(
      'audit #2',
    );
  });

  it('grants and revokes a role, and terminates with the last message id', async () => {
    await simulatePulsar();
    await grantPermission(target, 'auditor', ['consume']);
    expect((await readTopic(topics.permissions, target, signal)).auditor).toEqual(['consume']);
    await revokePermission(target, 'auditor');
    expect((await readTopic(topics.permissions, target, signal)).auditor).toBeUndefined();
    const last = await terminateTopic(target);
    expect(typeof last.ledgerId).toBe('number');
    expect(last.entryId).toBe(249);
  });
});
