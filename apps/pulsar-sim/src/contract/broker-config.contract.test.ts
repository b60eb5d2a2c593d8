import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DYNAMIC_BROKER_SETTINGS, STATIC_BROKER_SETTINGS } from '@beacon/pulsar-admin/broker-configuration';
import {
  STANDALONE_OWN_SETTINGS,
  standaloneBrokerSettings,
} from '../../../../packages/test-kit/src/real-pulsar/configuration.ts';
import { appliedValue, deployedSettings } from '../core/broker-configuration.ts';
import { expectConforms, expectReason } from './expect-contract.ts';
import { call, openTarget } from './target.ts';
import type { ContractTarget } from './target.ts';

// A broker's dynamic configuration as Pulsar 4.0.7 answers it (pulsar-broker/.../admin/impl/
// BrokersBase.java: updateDynamicConfiguration, persistDynamicConfigurationAsync,
// deleteDynamicConfiguration, internalDeleteDynamicConfigurationOnMetadataAsync,
// getAllDynamicConfigurations, getRuntimeConfiguration; BrokerService.validateDynamicConfiguration).
// Each case restores what it changed, so it can run against a real broker (PULSAR_URL).
// Which settings exist, which are dynamic and their defaults: the broker's own ServiceConfiguration,
// read by reflection (packages/pulsar-admin/src/generated/broker-configuration.ts).

const ALL_SETTINGS = [...DYNAMIC_BROKER_SETTINGS, ...STATIC_BROKER_SETTINGS];
const byName = new Map(ALL_SETTINGS.map((setting) => [setting.name, setting]));

/**
 * Defaults that follow the machine, so the runtime map's value is the machine's and not the
 * generated file's (which holds the value on its reference machine): thread counts from the cores
 * (numIOThreads = 2 × cores, …), cache and buffer sizes from the JVM's direct memory
 * (managedLedgerCacheSizeMB = 1/5, maxMessagePublishBufferSizeInMB = 1/2), and java.io.tmpdir.
 * The generator finds them by reading the defaults on pretend machines; this list names them, and
 * the first case checks it is the generator's.
 */
const MACHINE_DEPENDENT = [
  'bookkeeperClientNumIoThreads',
  'bookkeeperClientNumWorkerThreads',
  'managedLedgerCacheSizeMB',
  'managedLedgerNumSchedulerThreads',
  'maxMessagePublishBufferSizeInMB',
  'narExtractionDirectory',
  'numExecutorThreadPoolSize',
  'numHttpServerThreads',
  'numIOThreads',
  'numTransactionReplayThreadPoolSize',
  'topicOrderedExecutorThreadNum',
  'webSocketConnectionsPerBroker',
  'webSocketNumIoThreads',
];

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

const portOf = (url: string): number => Number(new URL(url).port);

/**
 * What the target's broker was configured with, as its runtime map writes it, and the settings
 * whose value is the run's own. The real broker: the standalone's configuration file
 * (packages/test-kit/src/real-pulsar/configuration.ts, on the ports this run took) and what
 * PulsarStandalone sets itself; the simulator: how it deploys its brokers.
 */
async function configured(): Promise<{ settings: Record<string, string>; perRun: string[] }> {
  const simulator = target.simulator?.runtime;
  const broker = simulator?.brokerAt(0);
  if (simulator && broker)
    return { settings: deployedSettings(simulator.state, broker, { authorization: false }), perRun: [] };
  const cluster = (await call(target, 'GET', `/admin/v2/clusters/${target.cluster}`)).body as {
    brokerServiceUrl: string;
  };
  const file = standaloneBrokerSettings({
    clusterName: target.cluster,
    ports: { web: portOf(target.url), binary: portOf(cluster.brokerServiceUrl), bookie: 0, bookieHttp: 0 },
  });
  const settings: Record<string, string> = { ...STANDALONE_OWN_SETTINGS };
  for (const [name, value] of Object.entries(file)) {
    const setting = byName.get(name);
    // The file also holds the bookie's settings (journal, dbStorage_…): not the broker's fields.
    if (setting) settings[name] = appliedValue(setting, String(value)) ?? `(unparsable ${String(value)})`;
  }
  // PulsarStandalone.java:343 sets the metadata store in the run's temporary directory.
  return { settings, perRun: ['metadataStoreUrl'] };
}

describe('dynamic configuration', () => {
  it('names exactly the settings Pulsar 4.0.7 declares dynamic (154), in the runtime map as strings', async () => {
    const names = await call(target, 'GET', CONFIGURATION);
    expectConforms(names, 'GET', '/admin/v2/brokers/configuration');
    const list = names.body as string[];
    expect([...list].sort()).toEqual(DYNAMIC_BROKER_SETTINGS.map((setting) => setting.name).sort());
    expect(list).toHaveLength(154);
    const settings = await runtime();
    for (const name of list) expect(typeof settings[name], name).toBe('string');
    // ServiceConfiguration defaults, as String.valueOf writes them (a Set is `[…]`).
    expect(settings.superUserRoles).toBe('[]');
    expect(
      ALL_SETTINGS.filter((setting) => setting.machineDependent)
        .map((setting) => setting.name)
        .sort(),
    ).toEqual(MACHINE_DEPENDENT);
  });

  it('writes every setting in the runtime map, each with its default unless the broker was configured otherwise', async () => {
    const settings = await runtime();
    expect(Object.keys(settings).sort()).toEqual(ALL_SETTINGS.map((setting) => setting.name).sort());
    const { settings: set, perRun } = await configured();
    // Overrides other files store on the shared broker meanwhile are checked where they are made.
    const overridden = Object.keys(await values());
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    for (const setting of ALL_SETTINGS) {
      if (MACHINE_DEPENDENT.includes(setting.name) && !(setting.name in set)) continue;
      if (perRun.includes(setting.name) || overridden.includes(setting.name)) continue;
      expected[setting.name] = set[setting.name] ?? setting.default;
      actual[setting.name] = settings[setting.name] ?? '(missing)';
    }
    expect(actual).toEqual(expected);
    // A setting that is not dynamic in 4.0.7, though a 2.x broker took it at run time.
    expect(settings.maxUnackedMessagesPerConsumer).toBe('50000');
  });

  it('stores an override (200, empty), lists it in values, applies it, and deletes it (200)', async () => {
    const updated = await call(target, 'POST', `${CONFIGURATION}/maxTopicsPerNamespace/12345`);
    expect(updated.status).toBe(200);
    expect(updated.text).toBe('');
    expect(await values()).toMatchObject({ maxTopicsPerNamespace: '12345' });
    // Each broker applies a stored override when the metadata store tells it (asynchronously).
    await expect.poll(async () => (await runtime()).maxTopicsPerNamespace).toBe('12345');

    const deleted = await call(target, 'DELETE', `${CONFIGURATION}/maxTopicsPerNamespace`);
    expect(deleted.status).toBe(200);
    expect(deleted.text).toBe('');
    expect(await values()).not.toHaveProperty('maxTopicsPerNamespace');
    // BrokerService.configValueChanged (4.0.7 BrokerService.java:2660): a deleted override puts
    // back the value the broker started with.
    await expect.poll(async () => (await runtime()).maxTopicsPerNamespace).toBe('0');
  });

  it("refuses a setting that is not dynamic, or that no broker knows, with 412 and Pulsar's reason", async () => {
    expectReason(
      await call(target, 'POST', `${CONFIGURATION}/brokerServicePort/6651`),
      412,
      "Can't update non-dynamic configuration",
    );
    // Dynamic in older brokers and in Beacon's list until D10; not in 4.0.7's ServiceConfiguration.
    for (const name of ['maxUnackedMessagesPerConsumer', 'loadBalancerEnabled'])
      expectReason(
        await call(target, 'POST', `${CONFIGURATION}/${name}/1000`),
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
