import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms, expectReason } from './expect-contract.ts';
import { call, openTarget } from './target.ts';
import type { ContractTarget } from './target.ts';

// A broker's dynamic configuration as Pulsar 4.0.7 answers it (pulsar-broker/.../admin/impl/
// BrokersBase.java: updateDynamicConfiguration, persistDynamicConfigurationAsync,
// deleteDynamicConfiguration, internalDeleteDynamicConfigurationOnMetadataAsync,
// getAllDynamicConfigurations, getRuntimeConfiguration; BrokerService.validateDynamicConfiguration).
// Each case restores what it changed, so it can run against a real broker (PULSAR_URL).

const CONFIGURATION = '/admin/v2/brokers/configuration';

let target: ContractTarget;
beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target.close();
});

async function values(): Promise<Record<string, string>> {
  const answer = await call(target, 'GET', `${CONFIGURATION}/values`);
  expectConforms(answer, 'GET', '/admin/v2/brokers/configuration/values');
  return answer.body as Record<string, string>;
}

async function runtime(): Promise<Record<string, string>> {
  const answer = await call(target, 'GET', `${CONFIGURATION}/runtime`);
  expectConforms(answer, 'GET', '/admin/v2/brokers/configuration/runtime');
  return answer.body as Record<string, string>;
}

describe('dynamic configuration', () => {
  it('names the updatable settings, and the runtime map holds each as a string', async () => {
    const names = await call(target, 'GET', CONFIGURATION);
    expectConforms(names, 'GET', '/admin/v2/brokers/configuration');
    const list = names.body as string[];
    expect(list).toEqual(expect.arrayContaining(['loadBalancerEnabled', 'maxUnackedMessagesPerConsumer']));
    const settings = await runtime();
    for (const name of list) expect(typeof settings[name], name).toBe('string');
    // ServiceConfiguration defaults, as String.valueOf writes them (a Set is `[…]`).
    expect(settings.superUserRoles).toBe('[]');
    expect(settings.maxUnackedMessagesPerConsumer).toBe('50000');
  });

  it('stores an override (200, empty), lists it in values, applies it, and deletes it (200)', async () => {
    const updated = await call(target, 'POST', `${CONFIGURATION}/maxUnackedMessagesPerConsumer/12345`);
    expect(updated.status).toBe(200);
    expect(updated.text).toBe('');
    expect(await values()).toMatchObject({ maxUnackedMessagesPerConsumer: '12345' });
    expect((await runtime()).maxUnackedMessagesPerConsumer).toBe('12345');

    const deleted = await call(target, 'DELETE', `${CONFIGURATION}/maxUnackedMessagesPerConsumer`);
    expect(deleted.status).toBe(200);
    expect(deleted.text).toBe('');
    expect(await values()).not.toHaveProperty('maxUnackedMessagesPerConsumer');
  });

  it("refuses a setting that is not dynamic, or that no broker knows, with 412 and Pulsar's reason", async () => {
    expectReason(
      await call(target, 'POST', `${CONFIGURATION}/brokerServicePort/6651`),
      412,
      "Can't update non-dynamic configuration",
    );
    expectReason(
      await call(target, 'POST', `${CONFIGURATION}/noSuchSetting/1`),
      412,
      "Can't update non-dynamic configuration",
    );
    expectReason(
      await call(target, 'DELETE', `${CONFIGURATION}/brokerServicePort`),
      412,
      "Can't delete non-dynamic configuration",
    );
  });

  it('runs the one custom validator (a load manager class must exist): 412 with a leading space', async () => {
    expectReason(
      await call(target, 'POST', `${CONFIGURATION}/loadManagerClassName/org.example.NoSuchLoadManager`),
      412,
      ' Invalid dynamic-config value',
    );
  });

  it('stores a value of the wrong type as sent; the broker field keeps what it can parse', async () => {
    // 4.0 checks no type before storing (only custom validators run); FieldParser applies it later:
    // a boolean is Boolean.valueOf (false), a number that does not parse leaves the field unchanged.
    expect((await call(target, 'POST', `${CONFIGURATION}/loadBalancerSheddingEnabled/maybe`)).status).toBe(
      200,
    );
    expect((await call(target, 'POST', `${CONFIGURATION}/maxConcurrentTopicLoadRequest/many`)).status).toBe(
      200,
    );
    expect(await values()).toMatchObject({
      loadBalancerSheddingEnabled: 'maybe',
      maxConcurrentTopicLoadRequest: 'many',
    });
    const settings = await runtime();
    expect(settings.loadBalancerSheddingEnabled).toBe('false');
    expect(settings.maxConcurrentTopicLoadRequest).toBe('5000');
    for (const name of ['loadBalancerSheddingEnabled', 'maxConcurrentTopicLoadRequest'])
      expect((await call(target, 'DELETE', `${CONFIGURATION}/${name}`)).status).toBe(200);
  });

  it('deleting a dynamic setting that holds no override still answers 200', async () => {
    expect((await call(target, 'DELETE', `${CONFIGURATION}/brokerShutdownTimeoutMs`)).status).toBe(200);
  });
});
