import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '@beacon/test-kit/real-pulsar';
import { TopicReader } from './topic-reader.ts';
import {
  broker,
  endpoint,
  expectNoSubscriptionLeft,
  namespaceForFile,
  topicPath,
} from './test-support/real-broker.ts';

// Which of a topic's two values a real Pulsar 4.0.7 enforces (decision 0078, issue 31 item 2): no
// read answers it (a local read never shows the global value, nor `applied` on the local side), so
// the console's "in force" line resolves it itself — local, else global, else namespace, else broker —
// and this settles it by behaviour: readers are consumers, and `maxConsumers` refuses the one past
// the limit in force ("Topic reached max consumers limit"); three readers tell 1, 2 and 3 apart.

let topicName: (name: string) => string;
const readers: TopicReader[] = [];
const topicsRead: string[] = [];

beforeAll(async () => {
  ({ topicName } = await namespaceForFile('precedence'));
});

afterEach(async () => {
  await Promise.all(readers.splice(0).map((reader) => reader.close()));
  await expectNoSubscriptionLeft(topicsRead.splice(0));
});

/** How many of three readers the broker accepts on `topic`. */
async function readersAccepted(topic: string): Promise<number> {
  topicsRead.push(topic);
  let accepted = 0;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      readers.push(
        await TopicReader.open({ serviceUrl: broker().serviceUrl, topic, start: { kind: 'earliest' } }),
      );
      accepted += 1;
    } catch (error) {
      expect((error as Error).message).toContain('Topic reached max consumers limit');
    }
  }
  await Promise.all(readers.splice(0).map((reader) => reader.close()));
  return accepted;
}

async function setMaxConsumers(topic: string, value: number, global: boolean): Promise<void> {
  await admin(endpoint(), 'POST', `${topicPath(topic)}/maxConsumers${global ? '?isGlobal=true' : ''}`, value);
}

/** A topic policy reaches the topic through the policies system topic: a moment after the POST. */
async function expectAccepted(topic: string, count: number): Promise<void> {
  await expect.poll(() => readersAccepted(topic), { timeout: 15_000, interval: 1_000 }).toBe(count);
}

describe('the value in force on a real broker, local and global', () => {
  it('enforces the global value while the topic has no local one', async () => {
    const topic = topicName('global-only');
    await admin(endpoint(), 'PUT', topicPath(topic));
    await expectAccepted(topic, 3);
    await setMaxConsumers(topic, 1, true);
    await expectAccepted(topic, 1);
  });

  it('enforces the local value over the global one, whichever was set last', async () => {
    const topic = topicName('local-wins');
    await admin(endpoint(), 'PUT', topicPath(topic));
    // The global limit first, seen in force, so the local one's arrival is what lifts it.
    await setMaxConsumers(topic, 1, true);
    await expectAccepted(topic, 1);
    await setMaxConsumers(topic, 3, false);
    await expectAccepted(topic, 3);

    // A global value written after the local one: once the broker holds it, the local still rules.
    await setMaxConsumers(topic, 2, true);
    await expect
      .poll(() => admin(endpoint(), 'GET', `${topicPath(topic)}/maxConsumers?isGlobal=true`), {
        timeout: 15_000,
      })
      .toBe(2);
    await new Promise((settle) => setTimeout(settle, 2_000));
    expect(await readersAccepted(topic)).toBe(3);
  });
});
