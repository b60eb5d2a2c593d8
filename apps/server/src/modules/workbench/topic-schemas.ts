// The schema each message was written with, from the admin API (GET …/schema/{version}), kept for
// the read: a topic written with one schema is asked once, not once per message.
import { schemas } from '@beacon/pulsar-admin';
import type { SchemaInfo } from '@beacon/pulsar-reader';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { pulsarRequestPath, type ProxyTarget } from '../pulsar-proxy/index.ts';

interface SchemaAnswer {
  type: string;
  data: string;
  properties?: Record<string, string>;
}

export class TopicSchemas {
  readonly #reads: PulsarReads;
  readonly #target: ProxyTarget;
  readonly #known = new Map<string, Promise<SchemaInfo | undefined>>();

  constructor(reads: PulsarReads, target: ProxyTarget) {
    this.#reads = reads;
    this.#target = target;
  }

  /**
   * The schema of a message of `topic` (a partition's is its topic's) written with `version` (the
   * message's 8 bytes, big-endian), or the latest for a message that names none; undefined where the
   * topic has no schema.
   */
  of(topic: string, version: Buffer | undefined): Promise<SchemaInfo | undefined> {
    const parent = topic.replace(/^persistent:\/\//, '').replace(/-partition-\d+$/, '');
    const [tenant, namespace, ...rest] = parent.split('/') as [string, string, ...string[]];
    const name = { tenant, namespace, topic: rest.join('/') };
    const number = version && version.length === 8 ? version.readBigInt64BE().toString() : undefined;
    const key = `${parent} ${number ?? 'latest'}`;
    let known = this.#known.get(key);
    if (!known) {
      const path =
        number === undefined
          ? pulsarRequestPath(schemas.latest, name)
          : pulsarRequestPath(schemas.version, { ...name, version: number });
      known = this.#reads.json(this.#target, path, null).then((answer) => {
        const schema = answer as SchemaAnswer | null;
        return schema
          ? { type: schema.type, data: schema.data, properties: schema.properties ?? {} }
          : undefined;
      });
      // A failed read is asked again by the next message, not remembered.
      known.catch(() => this.#known.delete(key));
      this.#known.set(key, known);
    }
    return known;
  }
}
