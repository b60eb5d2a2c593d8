// Topic figures of an environment behind a Pulsar proxy. The proxy sends each call to a broker of its
// choosing (AdminProxyHandler.rewriteTarget: a fixed brokerWebServiceURL or the next available
// broker), so `GET /admin/v2/broker-stats/topics` through it reports one unknown broker per call and
// can never be told to cover them all. What the proxy does allow is per-topic stats: the broker asked
// redirects to the topic's owner and the proxy follows (decision 0021). So the collector walks
// tenants → namespaces → topics and reads each topic's stats, at most MAX_TOPICS per pass.
import type { BrokerCall, BrokerClient } from './broker-client.ts';
import { TopicFiguresByParent, topicFigures } from './broker-stats.ts';
import type { BrokerTopicFigures } from './catalog-figures.ts';
import { eachLimited } from './each-limited.ts';

/** Topic stats read per pass behind a proxy: each is one call through the proxy (and a redirect). */
export const MAX_TOPICS_THROUGH_PROXY = 2_000;
const CONCURRENCY = 4;
const DOMAINS = ['persistent', 'non-persistent'] as const;
/** Pulsar's rule for tenant and namespace names (NamedEntity.checkName): names from a broker go into paths. */
const PULSAR_NAME = /^[-=:.\w]+$/;
const NAMESPACE = /^[-=:.\w]+\/[-=:.\w]+$/;

export interface FiguresThroughProxy {
  rows: BrokerTopicFigures[];
  /** Topics (partitions counted one by one) found, and how many of them had their stats read. */
  found: number;
  read: number;
}

export async function figuresThroughProxy(
  client: BrokerClient,
  bases: readonly string[],
  call: BrokerCall,
  source: { cluster: string; broker: string },
  maxTopics = MAX_TOPICS_THROUGH_PROXY,
): Promise<FiguresThroughProxy> {
  const list = async (path: string) => strings(await client.getJson(bases, path, call));
  const tenants = (await list('/admin/v2/tenants')).filter((tenant) => PULSAR_NAME.test(tenant));
  const namespaces: string[] = [];
  await eachLimited(tenants, CONCURRENCY, async (tenant) => {
    const names = await list(`/admin/v2/namespaces/${encodeURIComponent(tenant)}`);
    namespaces.push(...names.filter((namespace) => NAMESPACE.test(namespace)));
  });
  const topics: string[] = [];
  await eachLimited(namespaces, CONCURRENCY, async (namespace) => {
    for (const domain of DOMAINS) {
      // "tenant/namespace": both parts already valid Pulsar names, the slash is the path's own.
      topics.push(...(await list(`/admin/v2/${domain}/${namespace}`)));
    }
  });
  topics.sort();
  const chosen = topics.slice(0, maxTopics);
  const byTopic = new TopicFiguresByParent();
  await eachLimited(chosen, CONCURRENCY, async (fullName) => {
    if (call.stop.aborted) return;
    const path = statsPath(fullName);
    if (!path) return;
    try {
      byTopic.add(
        topicFigures(fullName, await client.getJson(bases, path, call), source.cluster, source.broker),
      );
    } catch (error) {
      // A topic deleted between the list and its stats is simply gone; anything else fails the pass.
      if (!(error instanceof Error && / answered 404/.test(error.message))) throw error;
    }
  });
  return { rows: byTopic.rows(), found: topics.length, read: chosen.length };
}

/** `persistent://t/ns/topic` → `/admin/v2/persistent/t/ns/topic/stats`, the topic's name encoded. */
function statsPath(fullName: string): string | undefined {
  const match = /^(persistent|non-persistent):\/\/([^/]+)\/([^/]+)\/(.+)$/.exec(fullName);
  if (!match) return undefined;
  const [, domain, tenant, namespace, topic] = match;
  return `/admin/v2/${domain}/${tenant}/${namespace}/${encodeURIComponent(topic ?? '')}/stats`;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}
