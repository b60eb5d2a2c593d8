import { expect, inject } from 'vitest';
import { admin } from '@beacon/test-kit/real-pulsar';
import type {} from '../../../../apps/pulsar-sim/src/contract/target.ts';

// The `pulsar-real` project's broker for the reader's tests: a namespace of the file's own, and the
// check that reading left no subscription on a topic.

export const broker = () => inject('realPulsar');
export const endpoint = () => ({ adminUrl: broker().adminUrl, headers: {} });
export const topicPath = (topic: string) => topic.replace('persistent://', '/admin/v2/persistent/');

/** Creates a tenant and namespace for one test file; returns a maker of unique topic names in it. */
export async function namespaceForFile(
  label: string,
): Promise<{ namespace: string; topicName: (name: string) => string }> {
  const tenant = `${label}-${Date.now().toString(36)}`;
  const namespace = `${tenant}/ns`;
  const clusters = (await admin(endpoint(), 'GET', '/admin/v2/clusters')) as string[];
  await admin(endpoint(), 'PUT', `/admin/v2/tenants/${tenant}`, { allowedClusters: clusters });
  await admin(endpoint(), 'PUT', `/admin/v2/namespaces/${namespace}`);
  let serial = 0;
  return { namespace, topicName: (name) => `persistent://${namespace}/${name}-${String(++serial)}` };
}

export async function subscriptionsOf(topic: string): Promise<string[]> {
  const stats = (await admin(endpoint(), 'GET', `${topicPath(topic)}/stats`)) as {
    subscriptions: Record<string, unknown>;
  };
  return Object.keys(stats.subscriptions);
}

/** The broker drops a non-durable subscription once its consumer is gone, a moment after. */
export async function expectNoSubscriptionLeft(topics: string[]): Promise<void> {
  for (const topic of topics) {
    await expect.poll(() => subscriptionsOf(topic), { timeout: 10_000 }).toEqual([]);
  }
}

/** Up to `count` items from a reader, fewer if it ends first. */
export async function take<T>(
  reader: { next(): Promise<IteratorResult<T, undefined>> },
  count: number,
): Promise<T[]> {
  const taken: T[] = [];
  while (taken.length < count) {
    const next = await reader.next();
    if (next.done) break;
    taken.push(next.value);
  }
  return taken;
}
