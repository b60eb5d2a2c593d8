// The consumer count in the stored snapshot, on both dialects: written by the lease holder and read
// back by another replica, and read as 0 from a snapshot an earlier Beacon wrote without it (the
// figures live in the gzip'd payload, so no column changes and no migration is needed).
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support/index.ts';
import { type BrokerTopicFigures, noFigures } from './catalog-figures.ts';
import type { SnapshotHeader } from './catalog-snapshot.ts';
import { CatalogStore } from './catalog-store.ts';
import { COLLECTOR_LEASE, CollectorLease } from './collector-lease.ts';

const BROKER = { cluster: 'standalone', broker: 'broker-1:8080', lastSuccessAt: Date.UTC(2026, 0, 1) };

function header(environment: string, holder: string): SnapshotHeader {
  return {
    environment,
    version: `${holder}-${Math.random()}`,
    collectedAt: Date.UTC(2026, 0, 1),
    durationMs: 1,
    topicCount: 2,
    failedBrokers: [],
    collectedBy: holder,
  };
}

function row(topic: string, figures: Partial<BrokerTopicFigures>): BrokerTopicFigures {
  return {
    cluster: BROKER.cluster,
    broker: BROKER.broker,
    domain: 'persistent',
    tenant: 'acme',
    namespace: 'iot',
    topic,
    partitions: 0,
    ...noFigures(),
    ...figures,
  };
}

describe('the catalogue snapshot in the database', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let lease: CollectorLease;
  beforeAll(async () => {
    database = await openTestDatabase();
    lease = new CollectorLease(database.db, 'replica-one');
    expect(await lease.acquire(60_000)).toBe(true);
  });
  afterAll(() => database.dispose());

  it('keeps each topic’s consumers for every replica', async () => {
    const rows = [
      row('telemetry', { partitions: 4, producers: 4, subscriptions: 1, consumers: 4, msgRateIn: 48 }),
      row('commands', { partitions: 2 }),
    ];
    const written = await new CatalogStore(database.db).save(header('demo', lease.holder), rows, [BROKER], {
      name: COLLECTOR_LEASE,
      holder: lease.holder,
    });
    expect(written).toBeDefined();

    // Another replica: nothing cached, the payload decoded from the row.
    const read = await new CatalogStore(database.db).snapshot('demo');
    const byTopic = new Map(read?.rows.map((entry) => [entry.topic, entry]));
    expect(byTopic.get('telemetry')).toEqual(rows[0]);
    expect(byTopic.get('commands')).toEqual(rows[1]);
    expect(read?.topicTotals('acme', 'iot').get('persistent/telemetry')).toMatchObject({
      producers: 4,
      subscriptions: 1,
      consumers: 4,
    });
  });

  it('reads a snapshot written before consumers were kept as 0 consumers, its other figures intact', async () => {
    // The payload as the previous Beacon wrote it: 14 fields per busy row.
    const payload = {
      brokers: [[BROKER.cluster, BROKER.broker, BROKER.lastSuccessAt]],
      rows: [[0, 1, 'acme', 'iot', 'telemetry', 4, 4, 1, 48, 4800, 40, 4000, 100, 9000]],
      idle: [[0, 1, 'acme', 'iot', ['commands'], [2]]],
    };
    await database.db
      .insertInto('catalog_snapshots')
      .values({
        environment: 'before-upgrade',
        version: 'v-old',
        collected_at: Date.UTC(2026, 0, 1),
        duration_ms: 1,
        topic_count: 2,
        failed_brokers: '[]',
        collected_by: 'replica-old',
        payload: gzipSync(JSON.stringify(payload)).toString('base64'),
      })
      .execute();

    const read = await new CatalogStore(database.db).snapshot('before-upgrade');
    const byTopic = new Map(read?.rows.map((entry) => [entry.topic, entry]));
    expect(byTopic.get('telemetry')).toEqual(
      row('telemetry', {
        partitions: 4,
        producers: 4,
        subscriptions: 1,
        msgRateIn: 48,
        msgThroughputIn: 4800,
        msgRateOut: 40,
        msgThroughputOut: 4000,
        averageMsgSize: 100,
        storageSize: 9000,
      }),
    );
    expect(byTopic.get('commands')).toEqual(row('commands', { partitions: 2 }));
  });
});
