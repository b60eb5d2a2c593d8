import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealPulsar } from '@beacon/test-kit/real-pulsar';
import { ManualClock } from '../core/clock.ts';
import { startSimulator } from '../simulator.ts';
import { expectConforms, expectNoContent, expectReason } from './expect-contract.ts';
import { onTarget } from './known-differences.ts';
import {
  FIXTURE_CLASSES,
  PRODUCER_CONFIG,
  RESOURCES,
  consumerSpec,
  eventually,
  fixtureJar,
  form,
  jsonPart,
  namespace,
  paddedFixtureJar,
  send,
  statusWhen,
  withoutFreeMaps,
  withoutUnsetMetrics,
} from './functions-support.ts';
import { againstRealPulsar, call, openTarget } from './target.ts';
import type { ContractTarget } from './target.ts';

// Functions, sources and sinks (issue 17): the worker's multipart register and update, status and
// stats per instance, start/stop/restart, trigger, builtin connectors, the deprecated singular
// /admin/v3/source and /admin/v3/sink paths, and the 409 of a broker without a functions worker.
// On the real broker the fixture jar (tools/pulsar-functions-fixture) really runs, in the worker's
// thread runtime; the simulator takes the same bytes and answers as the fixture's classes would.
// Pulsar 4.0.7 sources: pulsar-functions/worker/.../rest/api/ComponentImpl.java, FunctionsImpl.java,
// SinksImpl.java, SourcesImpl.java, FunctionRuntimeManager.java; pulsar-functions/utils/...
// FunctionConfigUtils.java, SinkConfigUtils.java, SourceConfigUtils.java.

let target: ContractTarget;
beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target.close();
});

/**
 * The body with its `instances` in instance id order: the worker answers them in the order of its
 * assignments map (FunctionRuntimeManager.findFunctionAssignments), not by id.
 */
function byInstance(body: unknown): unknown {
  const record = body as { instances?: { instanceId: number }[] };
  if (!Array.isArray(record.instances)) return body;
  return { ...record, instances: [...record.instances].sort((a, b) => a.instanceId - b.instanceId) };
}

/** A namespace's component names, sorted: the worker lists them in its ConcurrentHashMap's order. */
const namesIn = async (path: string): Promise<string[]> =>
  [...((await call(target, 'GET', path)).body as string[])].sort();

/** The Exclaim function's config (FIXTURE_CLASSES.exclaim), runtime JAVA as pulsar-admin sends it. */
const exclaim = (ns: string, extra: Record<string, unknown> = {}) => ({
  runtime: 'JAVA',
  className: FIXTURE_CLASSES.exclaim,
  inputs: [`persistent://${ns}/in`],
  ...extra,
});

/** A stopped instance's status: FunctionsImpl.notRunning (4.0.7 FunctionsImpl.java:471), no exception lists. */
const stoppedFunctionInstance = {
  running: false,
  error: '',
  numRestarts: 0,
  numReceived: 0,
  numSuccessfullyProcessed: 0,
  numUserExceptions: 0,
  numSystemExceptions: 0,
  averageLatency: 0,
  lastInvocationTime: 0,
  workerId: expect.any(String) as unknown,
};

describe('a function', () => {
  const T = '/admin/v3/functions/{tenant}/{namespace}/{functionName}';

  it('is registered from an uploaded package and read back with its inputs as inputSpecs', async () => {
    const ns = await namespace(target);
    const [tenant] = ns.split('/');
    const base = `/admin/v3/functions/${ns}`;
    const config = exclaim(ns, {
      output: `persistent://${ns}/out`,
      parallelism: 2,
      userConfig: { greeting: 'hi' },
    });
    expectNoContent(
      await send(
        target,
        'POST',
        `${base}/exclaim`,
        form({ functionConfig: jsonPart(config), data: fixtureJar() }),
      ),
    );
    expect((await call(target, 'GET', base)).body).toEqual(['exclaim']);
    const read = await call(target, 'GET', `${base}/exclaim`);
    expectConforms(withoutFreeMaps(read), 'GET', T);
    // FunctionConfigUtils.convertFromDetails: the inputs as one inputSpecs map, no package field.
    expect(read.body).toEqual({
      tenant,
      namespace: 'ns',
      name: 'exclaim',
      className: FIXTURE_CLASSES.exclaim,
      inputSpecs: { [`persistent://${ns}/in`]: consumerSpec() },
      output: `persistent://${ns}/out`,
      producerConfig: PRODUCER_CONFIG,
      processingGuarantees: 'ATLEAST_ONCE',
      retainOrdering: false,
      retainKeyOrdering: false,
      forwardSourceMessageProperty: true,
      userConfig: { greeting: 'hi' },
      runtime: 'JAVA',
      autoAck: true,
      parallelism: 2,
      resources: RESOURCES,
      cleanupSubscription: true,
      subscriptionPosition: 'Latest',
    });
    const pattern = `persistent://${ns}/p-.*`;
    expectNoContent(
      await send(
        target,
        'POST',
        `${base}/by-pattern`,
        form({
          functionConfig: jsonPart({ ...exclaim(ns), inputs: undefined, topicsPattern: pattern }),
          data: fixtureJar(),
        }),
      ),
    );
    expect((await call(target, 'GET', `${base}/by-pattern`)).body).toMatchObject({
      inputSpecs: { [pattern]: consumerSpec(true) },
    });

    const refused = async (name: string, fields: Parameters<typeof form>[0], reason: string) =>
      expectReason(await send(target, 'POST', `${base}/${name}`, form(fields)), 400, reason);
    await refused(
      'exclaim',
      { functionConfig: jsonPart(config), data: fixtureJar() },
      'Function exclaim already exists',
    );
    // A Java function's package is looked for before anything else is checked (FunctionsImpl.java:771).
    await refused(
      'other',
      { functionConfig: jsonPart({ ...config, inputs: [] }) },
      'Function package is not provided',
    );
    await refused('other', { data: fixtureJar() }, 'Function config is not provided');
    // The config must be a JSON part: as a plain field Jersey finds no FunctionConfig in it.
    await refused(
      'other',
      { functionConfig: JSON.stringify(config), data: fixtureJar() },
      'Function config is not provided',
    );
    for (const url of ['http://example.com/f.jar', 'https://example.com/f.jar', 'file:///tmp/f.jar']) {
      // ComponentImpl.java:1781, without a space after the period.
      await refused(
        'other',
        { functionConfig: jsonPart(config), url },
        'Function Package url is not valid.supported url (http/https/file)',
      );
    }
    await refused(
      'other',
      { functionConfig: jsonPart({ ...config, inputs: [] }), data: fixtureJar() },
      'No input topic(s) specified for the function',
    );
    await refused(
      'other',
      { functionConfig: jsonPart({ ...config, parallelism: 0 }), data: fixtureJar() },
      'Function parallelism must be a positive number',
    );
    await refused(
      'other',
      { functionConfig: jsonPart({ ...config, output: `persistent://${ns}/in` }), data: fixtureJar() },
      `Output topic persistent://${ns}/in is also being used as an input topic (topics must be one or the other)`,
    );
    // No runtime: the worker does not infer one (pulsar-admin does, from --jar); FunctionConfigUtils.java:940.
    await refused(
      'other',
      { functionConfig: jsonPart({ ...config, runtime: undefined }), data: fixtureJar() },
      'Function language runtime is either not set or cannot be determined',
    );
    await refused(
      'other',
      { functionConfig: jsonPart({ ...config, className: undefined }), data: fixtureJar() },
      'Function class name is not provided.',
    );
    expectReason(
      await send(
        target,
        'POST',
        '/admin/v3/functions/no-such-tenant/ns/f',
        form({ functionConfig: jsonPart({}), data: fixtureJar() }),
      ),
      400,
      'Tenant does not exist',
    );
    expectReason(
      await send(
        target,
        'POST',
        `/admin/v3/functions/${tenant}/none/f`,
        form({ functionConfig: jsonPart(config), data: fixtureJar() }),
      ),
      400,
      'Namespace does not exist',
    );
    expect((await call(target, 'GET', '/admin/v3/functions/no-such-tenant/ns')).body).toEqual([]);
    expectNoContent(await call(target, 'DELETE', `${base}/exclaim`));
    expectNoContent(await call(target, 'DELETE', `${base}/by-pattern`));
  });

  it('takes a connector-sized package (40 MiB) in one upload and runs it', async () => {
    const ns = await namespace(target);
    const base = `/admin/v3/functions/${ns}/big`;
    expectNoContent(
      await send(
        target,
        'POST',
        base,
        form({ functionConfig: jsonPart(exclaim(ns)), data: paddedFixtureJar(40 * 1024 * 1024) }),
      ),
    );
    const status = await statusWhen(target, base, { numInstances: 1, numRunning: 1 });
    expect(status.body).toMatchObject({
      instances: [{ instanceId: 0, status: { running: true, error: '' } }],
    });
    expectNoContent(await call(target, 'DELETE', base));
  });

  it('reports status and stats per instance, and starts, stops and restarts all or one', async () => {
    const ns = await namespace(target);
    const base = `/admin/v3/functions/${ns}/f`;
    expectNoContent(
      await send(
        target,
        'POST',
        base,
        form({ functionConfig: jsonPart(exclaim(ns, { parallelism: 2 })), data: fixtureJar() }),
      ),
    );
    const status = await statusWhen(target, base, { numInstances: 2, numRunning: 2 });
    expectConforms(status, 'GET', `${T}/status`);
    const instance = await call(target, 'GET', `${base}/1/status`);
    expectConforms(instance, 'GET', `${T}/{instanceId}/status`);
    expect(instance.body).toEqual({
      running: true,
      error: '',
      numRestarts: 0,
      numReceived: 0,
      numSuccessfullyProcessed: 0,
      numUserExceptions: 0,
      latestUserExceptions: [],
      numSystemExceptions: 0,
      latestSystemExceptions: [],
      averageLatency: 0,
      lastInvocationTime: 0,
      workerId: expect.stringMatching(/^c-.+-fw-.+-\d+$/) as unknown,
    });
    const stats = await call(target, 'GET', `${base}/stats`);
    expectConforms(withoutUnsetMetrics(stats), 'GET', `${T}/stats`);
    const unset = { avgProcessLatency: null, lastInvocation: null };
    expect(byInstance(stats.body)).toMatchObject({
      receivedTotal: 0,
      ...unset,
      '1min': { receivedTotal: 0, avgProcessLatency: null },
      instances: [
        { instanceId: 0, metrics: { receivedTotal: 0, ...unset, userMetrics: {} } },
        { instanceId: 1, metrics: { receivedTotal: 0, ...unset, userMetrics: {} } },
      ],
    });
    const instanceStats = await call(target, 'GET', `${base}/0/stats`);
    expectConforms(withoutUnsetMetrics(instanceStats), 'GET', `${T}/{instanceId}/stats`);
    // FunctionInstanceStatsDataImpl alone: the instance id is not part of it.
    expect(instanceStats.body).toEqual({
      receivedTotal: 0,
      processedSuccessfullyTotal: 0,
      systemExceptionsTotal: 0,
      userExceptionsTotal: 0,
      ...unset,
      '1min': {
        receivedTotal: 0,
        processedSuccessfullyTotal: 0,
        systemExceptionsTotal: 0,
        userExceptionsTotal: 0,
        avgProcessLatency: null,
      },
      userMetrics: {},
    });
    expectReason(
      await call(target, 'GET', `${base}/2/status`),
      400,
      "Function f doesn't have instance with id 2",
    );
    expectReason(
      await call(target, 'GET', `${base}/5/stats`),
      400,
      "Function f doesn't have instance with id 5",
    );

    // Stop and start change the function's metadata; the worker stops or starts the instance after.
    expectNoContent(await call(target, 'POST', `${base}/1/stop`));
    await statusWhen(target, base, { numRunning: 1 });
    expect((await call(target, 'GET', `${base}/1/status`)).body).toEqual(stoppedFunctionInstance);
    // A stopped instance's stats are the empty FunctionInstanceStatsDataImpl: no latency, no last invocation.
    expect((await call(target, 'GET', `${base}/1/stats`)).body).toMatchObject({
      receivedTotal: 0,
      avgProcessLatency: null,
      lastInvocation: null,
    });
    // FunctionMetaDataUtils.canChangeState: nothing to change, or an instance beyond the parallelism.
    expectReason(await call(target, 'POST', `${base}/1/stop`), 400, 'Operation not permitted');
    expectReason(await call(target, 'POST', `${base}/2/start`), 400, 'Operation not permitted');
    expectReason(await call(target, 'POST', `${base}/7/restart`), 400, `${ns}/f/7 doesn't exist`);
    expectNoContent(await call(target, 'POST', `${base}/1/start`));
    await statusWhen(target, base, { numRunning: 2 });

    // Restart is a new instance: counters from zero, numRestarts still 0 (it counts the runtime's own
    // restarts of a dead instance).
    expectNoContent(await call(target, 'POST', `${base}/0/restart`));
    await statusWhen(target, base, { numRunning: 2 });
    expect((await call(target, 'GET', `${base}/0/status`)).body).toMatchObject({
      running: true,
      numRestarts: 0,
    });
    // Restarting a stopped instance runs it (FunctionRuntimeManager.stopFunction(…, true) stops and
    // starts the runtime, FunctionRuntimeManager.java:522), while its metadata still says stopped:
    // a start after it is permitted.
    expectNoContent(await call(target, 'POST', `${base}/1/stop`));
    await statusWhen(target, base, { numRunning: 1 });
    expectNoContent(await call(target, 'POST', `${base}/1/restart`));
    await statusWhen(target, base, { numRunning: 2 });
    expectNoContent(await call(target, 'POST', `${base}/1/start`));

    expectNoContent(await call(target, 'POST', `${base}/stop`));
    const stopped = await statusWhen(target, base, { numInstances: 2, numRunning: 0 });
    expect(byInstance(stopped.body)).toEqual({
      numInstances: 2,
      numRunning: 0,
      instances: [0, 1].map((instanceId) => ({ instanceId, status: stoppedFunctionInstance })),
    });
    expect((await call(target, 'GET', `${base}/stats`)).body).toMatchObject({
      receivedTotal: 0,
      avgProcessLatency: null,
      lastInvocation: null,
    });
    expectReason(await call(target, 'POST', `${base}/stop`), 400, 'Operation not permitted');
    expectNoContent(await call(target, 'POST', `${base}/start`));
    await statusWhen(target, base, { numRunning: 2 });
    expectNoContent(await call(target, 'POST', `${base}/restart`));
    await statusWhen(target, base, { numRunning: 2 });
    expectReason(
      await call(target, 'GET', `/admin/v3/functions/${ns}/none/status`),
      404,
      "Function none doesn't exist",
    );
    expectReason(
      await call(target, 'POST', `/admin/v3/functions/${ns}/none/0/restart`),
      404,
      "Function none doesn't exist",
    );
    expectNoContent(await call(target, 'DELETE', base));
  });

  it('answers a trigger with what the function writes, and counts it', { timeout: 120_000 }, async () => {
    const ns = await namespace(target);
    const base = `/admin/v3/functions/${ns}/f`;
    const input = `persistent://${ns}/in`;
    await call(target, 'PUT', `/admin/v2/persistent/${ns}/in`);
    await call(target, 'PUT', `/admin/v2/persistent/${ns}/out`);
    // From the earliest message: a trigger sent while the instance is still subscribing is not lost.
    const config = exclaim(ns, { output: `persistent://${ns}/out`, subscriptionPosition: 'Earliest' });
    expectNoContent(
      await send(target, 'POST', base, form({ functionConfig: jsonPart(config), data: fixtureJar() })),
    );
    await statusWhen(target, base, { numInstances: 1, numRunning: 1 });
    // A thread-runtime instance says it runs before its consumer has subscribed; the trigger waits
    // only 10 s for an answer. The simulator's function subscribes to nothing.
    const subscribes = onTarget('function-input-subscription', { real: true, simulator: false });
    await eventually(
      () => call(target, 'GET', `/admin/v2/persistent/${ns}/in/stats`),
      (stats) => {
        const subscription = (stats.body as { subscriptions?: Record<string, { consumers: unknown[] }> })
          .subscriptions?.[`${ns.split('/')[0] ?? ''}/ns/f`];
        return (subscription !== undefined && subscription.consumers.length > 0) === subscribes;
      },
      `the function's subscription on ${input}`,
    );

    // ComponentImpl.triggerFunction: writes to the input topic and reads the output topic for the
    // message whose __pfn_input_msg_id__ is the one it wrote; the answer is that message's text.
    const answer = await send(target, 'POST', `${base}/trigger`, form({ data: 'hello', topic: input }));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).toBe('hello!');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await send(target, 'POST', `${base}/trigger`, form({ data: 'again' }))).text).toBe('again!');
    // The trigger wrote to the input topic and the function to its output topic (stats every 5 s).
    for (const topic of ['in', 'out'])
      await eventually(
        () => call(target, 'GET', `/admin/v2/persistent/${ns}/${topic}/stats`),
        (stats) => (stats.body as { msgInCounter?: number }).msgInCounter === 2,
        `${topic}'s msgInCounter 2`,
      );
    expect((await call(target, 'GET', `${base}/stats`)).body).toMatchObject({
      receivedTotal: 2,
      processedSuccessfullyTotal: 2,
      userExceptionsTotal: 0,
      instances: [{ instanceId: 0, metrics: { receivedTotal: 2, processedSuccessfullyTotal: 2 } }],
    });

    // A failure writes nothing: the trigger waits for an answer (reader.readNext, 10 s) and gives up.
    expectReason(
      await send(target, 'POST', `${base}/trigger`, form({ data: 'fail now' })),
      408,
      'Request Timed Out',
    );
    const failed = (await call(target, 'GET', `${base}/0/status`)).body as Record<string, unknown>;
    expect(failed).toMatchObject({ numReceived: 3, numSuccessfullyProcessed: 2, numUserExceptions: 1 });
    // ComponentStatsManager.getExceptionInfo: "[<class>]: <message>".
    expect(failed.latestUserExceptions).toEqual([
      {
        exceptionString: '[java.lang.IllegalArgumentException]: cannot process "fail now"',
        timestampMs: expect.any(Number) as unknown,
      },
    ]);
    expectReason(
      await send(target, 'POST', `${base}/trigger`, form({ data: 'x', topic: `persistent://${ns}/other` })),
      400,
      'Function in trigger function has unidentified topic',
    );
    expectReason(
      await send(target, 'POST', `/admin/v3/functions/${ns}/none/trigger`, form({ data: 'x' })),
      404,
      "Function none doesn't exist",
    );
    expectNoContent(await call(target, 'POST', `${base}/stop`));
    await statusWhen(target, base, { numRunning: 0 });
    expectReason(
      await send(target, 'POST', `${base}/trigger`, form({ data: 'x' })),
      408,
      'Request Timed Out',
    );
    expectNoContent(await call(target, 'DELETE', base));
  });

  it('updates: keeps unchanged fields, follows the parallelism, refuses what may not change', async () => {
    const ns = await namespace(target);
    const base = `/admin/v3/functions/${ns}/f`;
    const input = `persistent://${ns}/in`;
    const config = exclaim(ns, { output: `persistent://${ns}/out`, userConfig: { a: '1' } });
    expectNoContent(
      await send(target, 'POST', base, form({ functionConfig: jsonPart(config), data: fixtureJar() })),
    );
    const update = (functionConfig: unknown, extra: Parameters<typeof form>[0] = {}) =>
      send(target, 'PUT', base, form({ functionConfig: jsonPart(functionConfig), ...extra }));
    expectNoContent(await update({ parallelism: 3 }, { updateOptions: jsonPart({ updateAuthData: false }) }));
    expect((await call(target, 'GET', base)).body).toMatchObject({
      parallelism: 3,
      className: FIXTURE_CLASSES.exclaim,
      output: `persistent://${ns}/out`,
      userConfig: { a: '1' },
      inputSpecs: { [input]: consumerSpec() },
    });
    await statusWhen(target, base, { numInstances: 3, numRunning: 3 });
    expectNoContent(await update({ parallelism: 1 }));
    await statusWhen(target, base, { numInstances: 1, numRunning: 1 });
    // validateUpdate takes the user config as sent: it replaces the one held.
    expectNoContent(await update({ userConfig: { b: '2' } }));
    expect((await call(target, 'GET', base)).body).toMatchObject({ userConfig: { b: '2' } });
    // The same config with a new package is a change.
    expectNoContent(await update({ parallelism: 1 }, { data: fixtureJar() }));

    expectReason(await update({ parallelism: 1 }), 400, 'Update contains no change');
    expectReason(await update({ inputs: [`persistent://${ns}/x`] }), 400, 'Input Topics cannot be altered');
    expectReason(
      await update({ processingGuarantees: 'EFFECTIVELY_ONCE' }),
      400,
      'Processing Guarantees cannot be altered',
    );
    expectReason(await update({ runtime: 'PYTHON' }), 400, 'Runtime cannot be altered');
    expectReason(
      await update({ output: input }),
      400,
      `Output topic ${input} is also being used as an input topic (topics must be one or the other)`,
    );
    expectReason(
      await send(target, 'PUT', base, form({ data: fixtureJar() })),
      400,
      'Function config is not provided',
    );
    expectReason(
      await send(
        target,
        'PUT',
        `/admin/v3/functions/${ns}/none`,
        form({ functionConfig: jsonPart({ parallelism: 2 }) }),
      ),
      400,
      "Function none doesn't exist",
    );
    expectNoContent(await call(target, 'DELETE', base));
    expectReason(await call(target, 'GET', base), 404, "Function f doesn't exist");
    expectReason(await call(target, 'DELETE', base), 404, "Function f doesn't exist");
  });
});

describe('sources and sinks', () => {
  const SINK = '/admin/v3/sinks/{tenant}/{namespace}/{sinkName}';
  const SOURCE = '/admin/v3/sources/{tenant}/{namespace}/{sourceName}';

  it('registers no sink from a builtin connector where the worker has none', async () => {
    // The standalone's connectors directory is empty (4.0.7 ships connectors separately): the worker
    // lists none and refuses a builtin:// archive before it looks at anything else
    // (SinksImpl.java:720, SourcesImpl's "Built-in source is not available").
    const ns = await namespace(target);
    for (const path of [
      '/admin/v3/sinks/builtinsinks',
      '/admin/v3/sources/builtinsources',
      '/admin/v3/functions/connectors',
    ])
      expect((await call(target, 'GET', path)).body, path).toEqual([]);
    const sinkConfig = {
      inputs: [`persistent://${ns}/orders`],
      archive: 'builtin://jdbc-postgres',
      configs: { jdbcUrl: 'jdbc:postgresql://db:5432/orders', tableName: 'orders' },
    };
    expectReason(
      await send(target, 'POST', `/admin/v3/sinks/${ns}/pg`, form({ sinkConfig: jsonPart(sinkConfig) })),
      400,
      'Built-in sink is not available',
    );
    expectReason(
      await send(
        target,
        'POST',
        `/admin/v3/sinks/${ns}/pg`,
        form({ sinkConfig: jsonPart({ archive: 'builtin://jdbc-postgres' }) }),
      ),
      400,
      'Built-in sink is not available',
    );
    expectReason(
      await send(
        target,
        'POST',
        `/admin/v3/sources/${ns}/gen`,
        form({
          sourceConfig: jsonPart({
            archive: 'builtin://data-generator',
            topicName: `persistent://${ns}/out`,
          }),
        }),
      ),
      400,
      'Built-in source is not available',
    );
    expect((await call(target, 'GET', `/admin/v3/sinks/${ns}`)).body).toEqual([]);
  });

  it('registers a sink from an uploaded jar, runs it, and shares one name space with functions', async () => {
    const ns = await namespace(target);
    const [tenant] = ns.split('/');
    const base = `/admin/v3/sinks/${ns}/discard`;
    const input = `persistent://${ns}/orders`;
    const sinkConfig = { className: FIXTURE_CLASSES.discard, inputs: [input] };
    expectNoContent(
      await send(target, 'POST', base, form({ sinkConfig: jsonPart(sinkConfig), data: fixtureJar() })),
    );
    const read = await call(target, 'GET', base);
    expectConforms(withoutFreeMaps(read), 'GET', SINK);
    // SinkConfigUtils.convertFromDetails: inputs and inputSpecs both; configs only when some were sent.
    expect(read.body).toEqual({
      tenant,
      namespace: 'ns',
      name: 'discard',
      className: FIXTURE_CLASSES.discard,
      sourceSubscriptionPosition: 'Latest',
      inputs: [input],
      inputSpecs: { [input]: consumerSpec() },
      parallelism: 1,
      processingGuarantees: 'ATLEAST_ONCE',
      retainOrdering: false,
      retainKeyOrdering: false,
      resources: RESOURCES,
      autoAck: true,
      cleanupSubscription: true,
    });
    const status = await statusWhen(target, base, { numInstances: 1, numRunning: 1 });
    expectConforms(status, 'GET', `${SINK}/status`);
    expect(status.body).toMatchObject({
      instances: [
        {
          instanceId: 0,
          status: {
            running: true,
            error: '',
            numRestarts: 0,
            numReadFromPulsar: 0,
            numSystemExceptions: 0,
            latestSystemExceptions: [],
            numSinkExceptions: 0,
            latestSinkExceptions: [],
            numWrittenToSink: 0,
            lastReceivedTime: 0,
          },
        },
      ],
    });
    // Functions, sources and sinks share one FunctionMetaDataManager: a function cannot take the name.
    expectReason(
      await send(
        target,
        'POST',
        `/admin/v3/functions/${ns}/discard`,
        form({ functionConfig: jsonPart(exclaim(ns)), data: fixtureJar() }),
      ),
      400,
      'Function discard already exists',
    );
    expectReason(
      await call(target, 'GET', `/admin/v3/functions/${ns}/discard`),
      404,
      "Function discard doesn't exist",
    );
    expectReason(
      await send(
        target,
        'POST',
        `/admin/v3/sinks/${ns}/x`,
        form({ sinkConfig: jsonPart({ className: FIXTURE_CLASSES.discard }), data: fixtureJar() }),
      ),
      400,
      'Must specify at least one topic of input via topicToSerdeClassName, topicsPattern, topicToSchemaType or inputSpecs',
    );
    expectReason(
      await send(target, 'POST', `/admin/v3/sinks/${ns}/x`, form({ sinkConfig: jsonPart(sinkConfig) })),
      400,
      'Sink package is not provided',
    );
    expectReason(
      await send(
        target,
        'POST',
        `/admin/v3/sinks/${ns}/x`,
        form({ sinkConfig: JSON.stringify(sinkConfig), data: fixtureJar() }),
      ),
      400,
      'Sink config is not provided',
    );
    // Sinks have no stats resource (SinksApiV3Resource has none).
    expect((await call(target, 'GET', `${base}/stats`)).status).toBe(404);

    expectNoContent(await send(target, 'PUT', base, form({ sinkConfig: jsonPart({ parallelism: 2 }) })));
    await statusWhen(target, base, { numInstances: 2, numRunning: 2 });
    expectReason(
      await send(target, 'PUT', base, form({ sinkConfig: jsonPart({ parallelism: 2 }) })),
      400,
      'Update contains no change',
    );
    expectNoContent(await call(target, 'POST', `${base}/0/stop`));
    await statusWhen(target, base, { numRunning: 1 });
    expectReason(
      await call(target, 'GET', `${base}/3/status`),
      400,
      "Sink discard doesn't have instance with id 3",
    );
    expectNoContent(await call(target, 'DELETE', base));
    expectReason(await call(target, 'GET', base), 404, "Sink discard doesn't exist");
  });

  it('registers a source from an uploaded jar, with or without a topic, and moves it to another topic', async () => {
    const ns = await namespace(target);
    const [tenant] = ns.split('/');
    const base = `/admin/v3/sources/${ns}/ticks`;
    const sourceConfig = {
      className: FIXTURE_CLASSES.ticks,
      topicName: `persistent://${ns}/ticks`,
      configs: { intervalMs: 200 },
    };
    expectNoContent(
      await send(target, 'POST', base, form({ sourceConfig: jsonPart(sourceConfig), data: fixtureJar() })),
    );
    const read = await call(target, 'GET', base);
    expectConforms(withoutFreeMaps(read), 'GET', SOURCE);
    expect(read.body).toEqual({
      tenant,
      namespace: 'ns',
      name: 'ticks',
      className: FIXTURE_CLASSES.ticks,
      topicName: `persistent://${ns}/ticks`,
      producerConfig: PRODUCER_CONFIG,
      configs: { intervalMs: 200 },
      parallelism: 1,
      processingGuarantees: 'ATLEAST_ONCE',
      resources: RESOURCES,
    });
    const status = await statusWhen(target, base, { numInstances: 1, numRunning: 1 });
    expectConforms(status, 'GET', `${SOURCE}/status`);
    const instance = (status.body as { instances: { status: Record<string, unknown> }[] }).instances[0]
      ?.status;
    expect(Object.keys(instance ?? {}).sort()).toEqual(
      [
        'running',
        'error',
        'numRestarts',
        'numReceivedFromSource',
        'numSystemExceptions',
        'latestSystemExceptions',
        'numSourceExceptions',
        'latestSourceExceptions',
        'numWritten',
        'lastReceivedTime',
        'workerId',
      ].sort(),
    );

    // 4.0 takes a new topic on update (SourceConfigUtils.validateUpdate, SourceConfigUtils.java:395).
    expectNoContent(
      await send(
        target,
        'PUT',
        base,
        form({ sourceConfig: jsonPart({ topicName: `persistent://${ns}/other` }) }),
      ),
    );
    expect((await call(target, 'GET', base)).body).toMatchObject({ topicName: `persistent://${ns}/other` });
    expectReason(
      await send(
        target,
        'PUT',
        base,
        form({ sourceConfig: jsonPart({ topicName: `persistent://${ns}/other` }) }),
      ),
      400,
      'Update contains no change',
    );
    expectReason(
      await send(
        target,
        'PUT',
        base,
        form({ sourceConfig: jsonPart({ processingGuarantees: 'EFFECTIVELY_ONCE' }) }),
      ),
      400,
      'Processing Guarantees cannot be altered',
    );

    // No topic is no error in 4.0 (SourceConfigUtils.java:275 checks a topic only when there is one).
    expectNoContent(
      await send(
        target,
        'POST',
        `/admin/v3/sources/${ns}/no-topic`,
        form({ sourceConfig: jsonPart({ className: FIXTURE_CLASSES.ticks }), data: fixtureJar() }),
      ),
    );
    expect((await call(target, 'GET', `/admin/v3/sources/${ns}/no-topic`)).body).toMatchObject({
      topicName: '',
      configs: {},
    });
    expectReason(
      await send(target, 'POST', `/admin/v3/sources/${ns}/x`, form({ sourceConfig: jsonPart(sourceConfig) })),
      400,
      'Source package is not provided',
    );
    expect(await namesIn(`/admin/v3/sources/${ns}`)).toEqual(['no-topic', 'ticks']);
    expectNoContent(await call(target, 'DELETE', base));
    expectNoContent(await call(target, 'DELETE', `/admin/v3/sources/${ns}/no-topic`));
  });

  it('serves the deprecated singular /admin/v3/source and /admin/v3/sink paths as aliases', async () => {
    const ns = await namespace(target);
    const sinkConfig = { className: FIXTURE_CLASSES.discard, inputs: [`persistent://${ns}/in`] };
    expectNoContent(
      await send(
        target,
        'POST',
        `/admin/v3/sink/${ns}/discard`,
        form({ sinkConfig: jsonPart(sinkConfig), data: fixtureJar() }),
      ),
    );
    expect((await call(target, 'GET', `/admin/v3/sinks/${ns}`)).body).toEqual(['discard']);
    expect((await call(target, 'GET', `/admin/v3/sink/${ns}`)).body).toEqual(['discard']);
    expect((await call(target, 'GET', `/admin/v3/sink/${ns}/discard`)).body).toMatchObject({
      name: 'discard',
    });
    await statusWhen(target, `/admin/v3/sink/${ns}/discard`, { numInstances: 1, numRunning: 1 });
    const sourceConfig = { className: FIXTURE_CLASSES.ticks, topicName: `persistent://${ns}/ticks` };
    expectNoContent(
      await send(
        target,
        'POST',
        `/admin/v3/source/${ns}/ticks`,
        form({ sourceConfig: jsonPart(sourceConfig), data: fixtureJar() }),
      ),
    );
    expect((await call(target, 'GET', `/admin/v3/sources/${ns}`)).body).toEqual(['ticks']);
    expect((await call(target, 'GET', '/admin/v3/source/builtinsources')).body).toEqual(
      (await call(target, 'GET', '/admin/v3/sources/builtinsources')).body,
    );
    expect((await call(target, 'GET', '/admin/v3/sink/builtinsinks')).body).toEqual(
      (await call(target, 'GET', '/admin/v3/sinks/builtinsinks')).body,
    );
    expectNoContent(await call(target, 'DELETE', `/admin/v3/sink/${ns}/discard`));
    expectNoContent(await call(target, 'DELETE', `/admin/v3/source/${ns}/ticks`));
    expectReason(
      await call(target, 'GET', `/admin/v3/sinks/${ns}/discard`),
      404,
      "Sink discard doesn't exist",
    );
  });
});

describe('builtin connectors', () => {
  it('lists none on a worker without connectors, and has no config definition to give', async () => {
    const sinks = await call(target, 'GET', '/admin/v3/sinks/builtinsinks');
    expectConforms(sinks, 'GET', '/admin/v3/sinks/builtinsinks');
    expect(sinks.body).toEqual([]);
    const sources = await call(target, 'GET', '/admin/v3/sources/builtinsources');
    expectConforms(sources, 'GET', '/admin/v3/sources/builtinsources');
    expect(sources.body).toEqual([]);
    // ConnectorsManager.getSinkConfigDefinition (4.0.7 ConnectorsManager.java:84) dereferences the
    // missing connector: a NullPointerException, Jetty's 500 page; the simulator answers the 404 the
    // code means (SinksImpl.java:693).
    for (const [path, kind] of [
      ['/admin/v3/sinks/builtinsinks/jdbc-postgres/configdefinition', 'sink'],
      ['/admin/v3/sources/builtinsources/kafka/configdefinition', 'source'],
    ] as const) {
      const definition = await call(target, 'GET', path);
      const expected = onTarget('builtin-connector-definition-of-none', {
        real: { status: 500, type: /^text\/html/, body: undefined },
        simulator: {
          status: 404,
          type: /^application\/json/,
          body: { reason: `builtin ${kind} does not exist` },
        },
      });
      expect(definition.status, path).toBe(expected.status);
      expect(definition.headers.get('content-type'), path).toMatch(expected.type);
      expect(definition.body, path).toEqual(expected.body);
    }
  });
});

describe('a broker without a functions worker', () => {
  // A second real broker, started with --no-functions-worker (functionsWorkerEnabled=false); against
  // the simulator, its no-worker scenario.
  let url = '';
  let close: () => Promise<void> = () => Promise.resolve();
  beforeAll(async () => {
    if (againstRealPulsar()) {
      const broker = await startRealPulsar({ functionsWorker: false });
      url = broker.adminUrl;
      close = () => broker.stop();
    } else {
      const simulator = await startSimulator({
        scenario: 'no-worker',
        port: 0,
        traffic: false,
        clock: new ManualClock(Date.UTC(2026, 0, 1)),
      });
      url = simulator.url;
      close = () => simulator.close();
    }
  }, 240_000);
  afterAll(async () => {
    await close();
  });

  it('answers every functions, sources and sinks call with 409 and the broker reason', async () => {
    // PulsarService.getWorkerService (4.0.7 PulsarService.java:1537), through
    // PulsarWebResource.validateAndGetWorkerService.
    const reason = 'Pulsar Function Worker is not enabled, probably functionsWorkerEnabled is set to false';
    for (const path of [
      '/admin/v3/functions/public/default',
      '/admin/v3/functions/public/default/enrich/status',
      '/admin/v3/functions/connectors',
      '/admin/v3/sources/builtinsources',
      '/admin/v3/sinks/builtinsinks/jdbc-postgres/configdefinition',
      '/admin/v3/sinks/public/default/orders',
      '/admin/v3/sink/public/default/orders',
    ]) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(409);
      expect(await response.json(), path).toEqual({ reason });
    }
    const register = await fetch(`${url}/admin/v3/functions/public/default/f`, {
      method: 'POST',
      body: form({ functionConfig: jsonPart({}) }),
    });
    expect(register.status).toBe(409);
    expect(await register.json()).toEqual({ reason });
    const tenants = await fetch(`${url}/admin/v2/tenants`);
    expect(tenants.status).toBe(200);
  });
});
