// A few admin REST calls at a real broker, for seeding it (the demo, the journeys' setup). Tests of
// the console never use these to check the console: they read back through the console or at the
// broker with their own calls.

export interface BrokerEndpoint {
  adminUrl: string;
  headers: Record<string, string>;
}

export class BrokerRefused extends Error {
  override name = 'BrokerRefused';
}

/** One admin call; a refusal throws with Pulsar's status and reason. 307s are followed by fetch. */
export async function admin(
  broker: BrokerEndpoint,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${broker.adminUrl}${path}`, {
    method,
    headers: { ...broker.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new BrokerRefused(`${method} ${path}: ${String(response.status)} ${text}`);
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Messages through Pulsar's REST produce API (TopicsBase), as one request; to one partition of a
 * partitioned topic when `partition` is given. (Never by the partition's own name: TopicsBase then
 * publishes through the partitioned topic and fails on the second partition's schema.)
 */
export async function produce(
  broker: BrokerEndpoint,
  topic: string,
  messages: { payload: string; key?: string; properties?: Record<string, string> }[],
  partition?: number,
): Promise<void> {
  const [domain, rest] = topic.split('://');
  const path = `/topics/${domain ?? 'persistent'}/${rest ?? topic}`;
  await admin(broker, 'POST', partition === undefined ? path : `${path}/partitions/${String(partition)}`, {
    messages,
  });
}
