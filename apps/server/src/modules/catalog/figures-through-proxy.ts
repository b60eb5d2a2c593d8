// Topic figures of an environment behind a Pulsar proxy. The proxy sends each call to a broker of its
// choosing (AdminProxyHandler.rewriteTarget: a fixed brokerWebServiceURL or the next available
// broker), so `GET /admin/v2/broker-stats/topics` through it reports one unknown broker per call and
// can never be told to cover them all. What the proxy does allow is per-topic stats: the broker asked
// redirects to the topic's owner and the proxy follows (decision 0021). So the collector walks
// tenants → namespaces → topics and reads each topic's stats, at most MAX_TOPICS per pass.
import { pulsarAnswers } from '../pulsar-proxy/index.ts';
import type { BrokerCall, BrokerClient } from './broker-client.ts';
import { splitTopicName, TopicFiguresByParent, topicFigures } from './broker-stats.ts';
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
  const tenants = (await client.read(bases, pulsarAnswers.tenantNames, {}, call)).filter((tenant) =>
    PULSAR_NAME.test(tenant),
  );
  const namespaces: string[] = [];
  await eachLimited(tenants, CONCURRENCY, async (tenant) => {
    const names = await client.read(bases, pulsarAnswers.namespaceNames, { tenant }, call);
    namespaces.push(...names.filter((namespace) => NAMESPACE.test(namespace)));
  });
  const topics: string[] = [];
  await eachLimited(namespaces, CONCURRENCY, async (fullName) => {
    // "tenant/namespace": both parts valid Pulsar names.
    const [tenant = '', namespace = ''] = fullName.split('/');
    for (const domain of DOMAINS) {
      topics.push(
        ...(await client.read(bases, pulsarAnswers.topicNames, { domain, tenant, namespace }, call)),
      );
    }
  });
  topics.sort();
  const chosen = topics.slice(0, maxTopics);
  const byTopic = new TopicFiguresByParent();
  await eachLimited(chosen, CONCURRENCY, async (fullName) => {
    if (call.stop.aborted) return;
    const topic = splitTopicName(fullName);
    if (!topic) return;
    try {
      const stats = await client.read(bases, pulsarAnswers.topicStats, topic, call);
      byTopic.add(topicFigures(fullName, stats, source.cluster, source.broker));
    } catch (error) {
      // A topic deleted between the list and its stats is simply gone; anything else fails the pass.
      if (!(error instanceof Error && / answered 404/.test(error.message))) throw error;
    }
  });
  return { rows: byTopic.rows(), found: topics.length, read: chosen.length };
}
