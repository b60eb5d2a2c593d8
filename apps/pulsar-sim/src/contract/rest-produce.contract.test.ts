import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoContent } from './expect-contract.ts';
import { call, openTarget, uniqueName } from './target.ts';
import type { ContractTarget } from './target.ts';

// REST produce to one partition (TopicsBase#publishMessagesToPartition,
// pulsar-broker/src/main/java/org/apache/pulsar/broker/rest/TopicsBase.java): the way the console
// produces on a partition's page. (By the partition's own name a real 4.0.7 broker publishes through
// the partitioned topic and refuses the second partition with 500 "Unable to add schema": the console
// never produces that way, so no case holds the simulator to that.)

let target: ContractTarget;
let namespace: string;
beforeAll(async () => {
  target = await openTarget();
  const tenant = uniqueName('produce');
  await call(target, 'PUT', `/admin/v2/tenants/${tenant}`, { allowedClusters: [target.cluster] });
  namespace = `${tenant}/ns`;
  await call(target, 'PUT', `/admin/v2/namespaces/${namespace}`);
});
afterAll(async () => {
  await target.close();
});

interface ProducerAcks {
  messagePublishResults: { messageId: string; errorCode: number }[];
  schemaVersion: number;
}

describe('REST produce to one partition', () => {
  it('puts the messages on that partition, whichever partition comes first', async () => {
    const topic = uniqueName('parts');
    expectNoContent(await call(target, 'PUT', `/admin/v2/persistent/${namespace}/${topic}/partitions`, 3));
    for (const partition of [2, 0, 1]) {
      const sent = await call(
        target,
        'POST',
        `/topics/persistent/${namespace}/${topic}/partitions/${String(partition)}`,
        {
          messages: [{ payload: `to ${String(partition)}`, key: 'k' }],
        },
      );
      expect(sent.status, sent.text).toBe(200);
      const [result] = (sent.body as ProducerAcks).messagePublishResults;
      expect(result?.errorCode).toBe(0);
      // `ledger:entry:partition`
      expect(result?.messageId.split(':')[2]).toBe(String(partition));
    }
    for (const partition of [0, 1, 2]) {
      const stats = await call(
        target,
        'GET',
        `/admin/v2/persistent/${namespace}/${topic}-partition-${String(partition)}/internalStats`,
      );
      expect(stats.status, stats.text).toBe(200);
      expect(
        (stats.body as { numberOfEntries: number }).numberOfEntries,
        `partition ${String(partition)}`,
      ).toBe(1);
    }
  });
});
