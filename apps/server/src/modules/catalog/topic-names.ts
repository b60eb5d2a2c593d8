// The topics of a namespace as Pulsar lists them right now: persistent and non-persistent lists and
// their partitioned variants merged, each partition collapsed into its partitioned topic, which
// carries the partition count.
import { pulsarAnswers } from '../pulsar-proxy/index.ts';
import { parentTopic, type TopicDomain } from './catalog-figures.ts';
import { splitTopicName } from './broker-stats.ts';
import { LIVE_CONCURRENCY, type LiveLists } from './live-lists.ts';
import { eachLimited } from './each-limited.ts';

export interface LiveTopic {
  domain: TopicDomain;
  /** Short name. */
  topic: string;
  /** 0 for a non-partitioned topic. */
  partitions: number;
}

const MERGED_MAX = 500;
const DOMAINS: readonly TopicDomain[] = ['persistent', 'non-persistent'];

export class TopicNames {
  readonly #live: LiveLists;
  /** The merged list per namespace, reused while the four raw lists are the same cached answers. */
  readonly #merged = new Map<string, { sources: unknown[]; topics: Promise<LiveTopic[]> }>();

  constructor(live: LiveLists) {
    this.#live = live;
  }

  /** Sorted by name. */
  async of(environment: string, tenant: string, namespace: string): Promise<LiveTopic[]> {
    const sources = await Promise.all(
      DOMAINS.flatMap((domain) => [
        this.#live.read(environment, pulsarAnswers.topicNames, { domain, tenant, namespace }, []),
        this.#live.read(environment, pulsarAnswers.partitionedTopicNames, { domain, tenant, namespace }, []),
      ]),
    );
    const key = `${environment}\n${tenant}/${namespace}`;
    const cached = this.#merged.get(key);
    if (cached && cached.sources.every((source, index) => source === sources[index])) return cached.topics;
    const topics = this.#merge(environment, tenant, namespace, sources);
    if (this.#merged.size >= MERGED_MAX) this.#merged.clear();
    this.#merged.set(key, { sources, topics });
    topics.catch(() => this.#merged.delete(key));
    return topics;
  }

  async #merge(
    environment: string,
    tenant: string,
    namespace: string,
    sources: string[][],
  ): Promise<LiveTopic[]> {
    const topics = new Map<string, LiveTopic>();
    DOMAINS.forEach((domain, index) => {
      for (const name of sources[index * 2 + 1] ?? []) {
        const parts = splitTopicName(name);
        if (parts) topics.set(`${domain}/${parts.topic}`, { domain, topic: parts.topic, partitions: 0 });
      }
    });
    const partitioned = new Set(topics.keys());
    DOMAINS.forEach((domain, index) => {
      for (const name of sources[index * 2] ?? []) {
        const parts = splitTopicName(name);
        if (!parts) continue;
        const parent = parentTopic(parts.topic);
        const parentEntry = parent.partition ? topics.get(`${domain}/${parent.topic}`) : undefined;
        if (parentEntry && partitioned.has(`${domain}/${parent.topic}`)) parentEntry.partitions += 1;
        else topics.set(`${domain}/${parts.topic}`, { domain, topic: parts.topic, partitions: 0 });
      }
    });
    // A partitioned topic whose partitions are not listed (not created yet): ask its metadata.
    const unknown = [...partitioned].map((key) => topics.get(key)).filter((entry) => entry?.partitions === 0);
    await eachLimited(unknown, LIVE_CONCURRENCY, async (entry) => {
      if (!entry) return;
      const metadata = await this.#live.read(
        environment,
        pulsarAnswers.partitions,
        { domain: entry.domain, tenant, namespace, topic: entry.topic },
        {},
      );
      entry.partitions = metadata.partitions ?? 0;
    });
    return [...topics.values()].sort((left, right) =>
      left.topic < right.topic ? -1 : left.topic > right.topic ? 1 : left.domain < right.domain ? -1 : 1,
    );
  }
}
