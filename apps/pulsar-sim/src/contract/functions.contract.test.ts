import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../core/clock.ts';
import { startSimulator } from '../simulator.ts';
import { expectConforms, expectNoContent, expectReason } from './expect-contract.ts';
import { againstRealPulsar, authHeaders, call, openTarget, uniqueName } from './target.ts';
import type { ContractTarget, Exchange } from './target.ts';

// Functions, sources and sinks (issue 17): the worker's multipart register and update, status and
// stats per instance, start/stop/restart, trigger, builtin connectors, the deprecated singular
// /admin/v3/source and /admin/v3/sink paths, and the 409 of a broker without a functions worker.
// Messages from pulsar-functions/worker/.../rest/api/ComponentImpl.java, FunctionsImpl.java,
// FunctionMetaDataManager.canChangeState, FunctionRuntimeManager.restartFunctionInstance and
// pulsar-functions/utils/.../FunctionConfigUtils.validateUpdate.

let target: ContractTarget;
beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target.close();
});

/** A multipart request as the console and pulsar-admin send it (fetch sets the boundary). */
async function send(method: string, path: string, form: FormData): Promise<Exchange> {
  const response = await fetch(`${target.url}${path}`, { method, body: form, headers: authHeaders() });
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    body = undefined;
  }
  return { status: response.status, statusText: response.statusText, headers: response.headers, text, body };
}

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) data.append(name, value, `${name}.jar`);
    else data.append(name, value);
  }
  return data;
}

async function namespace(): Promise<string> {
  const tenant = uniqueName('fn');
  await call(target, 'PUT', `/admin/v2/tenants/${tenant}`, { allowedClusters: [target.cluster] });
  await call(target, 'PUT', `/admin/v2/namespaces/${tenant}/ns`);
  return `${tenant}/ns`;
}

/**
 * The exchange with the free-form maps (`userConfig`, `configs`, `secrets`) emptied: the Swagger
 * files declare Map<String, Object> values as `type: object`, which Pulsar's own answers do not
 * follow (examples/sink-config.json has strings and numbers there).
 */
function withoutFreeMaps(exchange: Exchange): Exchange {
  const body = { ...(exchange.body as Record<string, unknown>) };
  for (const field of ['userConfig', 'configs', 'secrets']) if (field in body) body[field] = {};
  return { ...exchange, body };
}

const jar = () => new Blob([Buffer.from('PK\u0003\u0004 simulated jar')]);

describe.skipIf(againstRealPulsar())('a function', () => {
  const T = '/admin/v3/functions/{tenant}/{namespace}/{functionName}';

  it('is registered from an uploaded package and read back with its inputs as inputSpecs', async () => {
    const ns = await namespace();
    const base = `/admin/v3/functions/${ns}`;
    const config = {
      className: 'org.example.Exclaim',
      inputs: [`persistent://${ns}/in`],
      output: `persistent://${ns}/out`,
      parallelism: 2,
      userConfig: { greeting: 'hi' },
    };
    expectNoContent(
      await send('POST', `${base}/exclaim`, form({ functionConfig: JSON.stringify(config), data: jar() })),
    );
    expect((await call(target, 'GET', base)).body).toEqual(['exclaim']);
    const read = await call(target, 'GET', `${base}/exclaim`);
    expectConforms(withoutFreeMaps(read), 'GET', T);
    expect(read.body).toMatchObject({
      tenant: ns.split('/')[0],
      namespace: 'ns',
      name: 'exclaim',
      className: 'org.example.Exclaim',
      inputSpecs: { [`persistent://${ns}/in`]: { isRegexPattern: false } },
      output: `persistent://${ns}/out`,
      parallelism: 2,
      runtime: 'JAVA',
      autoAck: true,
      processingGuarantees: 'ATLEAST_ONCE',
      userConfig: { greeting: 'hi' },
    });
    expect(read.body).not.toHaveProperty('inputs');

    expectReason(
      await send('POST', `${base}/exclaim`, form({ functionConfig: JSON.stringify(config), data: jar() })),
      400,
      'Function exclaim already exists',
    );
    expectReason(
      await send('POST', `${base}/other`, form({ functionConfig: JSON.stringify(config) })),
      400,
      'Function Package is not provided',
    );
    expectReason(
      await send('POST', `${base}/other`, form({ data: jar() })),
      400,
      'Function config is not provided',
    );
    for (const url of ['http://example.com/f.jar', 'https://example.com/f.jar', 'file:///tmp/f.jar']) {
      expectReason(
        await send('POST', `${base}/other`, form({ functionConfig: JSON.stringify(config), url })),
        400,
        'Function Package url is not valid. supported url (http/https/file)',
      );
    }
    expectReason(
      await send(
        'POST',
        `${base}/other`,
        form({ functionConfig: JSON.stringify({ ...config, inputs: [] }), data: jar() }),
      ),
      400,
      'No input topic(s) specified for the function',
    );
    expectReason(
      await send(
        'POST',
        `${base}/other`,
        form({ functionConfig: JSON.stringify({ ...config, parallelism: 0 }), data: jar() }),
      ),
      400,
      'Function parallelism must be a positive number',
    );
    expectReason(
      await send(
        'POST',
        `/admin/v3/functions/no-such-tenant/ns/f`,
        form({ functionConfig: '{}', data: jar() }),
      ),
      400,
      'Tenant does not exist',
    );
    expect((await call(target, 'GET', '/admin/v3/functions/no-such-tenant/ns')).body).toEqual([]);
  });

  it('takes a connector-sized package (40 MiB) in one upload', async () => {
    const ns = await namespace();
    const config = JSON.stringify({ className: 'org.example.F', inputs: [`persistent://${ns}/in`] });
    const big = new Blob([Buffer.alloc(40 * 1024 * 1024, 0x50)]);
    expectNoContent(
      await send('POST', `/admin/v3/functions/${ns}/big`, form({ functionConfig: config, data: big })),
    );
    expect((await call(target, 'GET', `/admin/v3/functions/${ns}/big/status`)).body).toMatchObject({
      numInstances: 1,
    });
  });

  it('reports status and stats per instance, and starts, stops and restarts all or one', async () => {
    const ns = await namespace();
    const base = `/admin/v3/functions/${ns}/f`;
    const config = { className: 'org.example.F', inputs: [`persistent://${ns}/in`], parallelism: 2 };
    await send('POST', base, form({ functionConfig: JSON.stringify(config), url: `function://${ns}/f@1` }));

    const status = await call(target, 'GET', `${base}/status`);
    expectConforms(status, 'GET', `${T}/status`);
    expect(status.body).toMatchObject({ numInstances: 2, numRunning: 2 });
    expectConforms(await call(target, 'GET', `${base}/1/status`), 'GET', `${T}/{instanceId}/status`);
    expectConforms(await call(target, 'GET', `${base}/stats`), 'GET', `${T}/stats`);
    expectConforms(await call(target, 'GET', `${base}/0/stats`), 'GET', `${T}/{instanceId}/stats`);
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

    expectNoContent(await call(target, 'POST', `${base}/1/stop`));
    expect((await call(target, 'GET', `${base}/1/status`)).body).toMatchObject({ running: false });
    expect((await call(target, 'GET', `${base}/status`)).body).toMatchObject({ numRunning: 1 });
    expectReason(await call(target, 'POST', `${base}/1/stop`), 400, 'Operation not permitted');
    expectReason(await call(target, 'POST', `${base}/2/start`), 400, 'Operation not permitted');
    expectReason(await call(target, 'POST', `${base}/7/restart`), 400, `${ns}/f/7 doesn't exist`);
    expectNoContent(await call(target, 'POST', `${base}/1/start`));
    expectNoContent(await call(target, 'POST', `${base}/0/restart`));
    expect((await call(target, 'GET', `${base}/0/status`)).body).toMatchObject({
      running: true,
      numRestarts: 1,
    });

    expectNoContent(await call(target, 'POST', `${base}/stop`));
    expect((await call(target, 'GET', `${base}/status`)).body).toMatchObject({ numRunning: 0 });
    expectReason(await call(target, 'POST', `${base}/stop`), 400, 'Operation not permitted');
    expectNoContent(await call(target, 'POST', `${base}/start`));
    expectNoContent(await call(target, 'POST', `${base}/restart`));
    expect((await call(target, 'GET', `${base}/status`)).body).toMatchObject({ numRunning: 2 });
    expectReason(
      await call(target, 'GET', `/admin/v3/functions/${ns}/none/status`),
      404,
      "Function none doesn't exist",
    );
  });

  it('answers a trigger with what the function writes, and counts it', async () => {
    const ns = await namespace();
    const base = `/admin/v3/functions/${ns}/f`;
    const input = `persistent://${ns}/in`;
    const config = { className: 'org.example.F', inputs: [input], output: `persistent://${ns}/out` };
    await call(target, 'PUT', `/admin/v2/persistent/${ns}/in`);
    await call(target, 'PUT', `/admin/v2/persistent/${ns}/out`);
    await send('POST', base, form({ functionConfig: JSON.stringify(config), data: jar() }));

    const answer = await send('POST', `${base}/trigger`, form({ data: 'hello', topic: input }));
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('hello!');
    expect((await send('POST', `${base}/trigger`, form({ data: 'again' }))).text).toBe('again!');
    // The trigger wrote to the input topic and the function to its output topic.
    for (const topic of ['in', 'out'])
      expect((await call(target, 'GET', `/admin/v2/persistent/${ns}/${topic}/stats`)).body).toMatchObject({
        msgInCounter: 2,
      });
    expect((await call(target, 'GET', `${base}/stats`)).body).toMatchObject({
      receivedTotal: 2,
      processedSuccessfullyTotal: 2,
    });

    expectReason(await send('POST', `${base}/trigger`, form({ data: 'fail now' })), 408, 'Request Timed Out');
    const failed = (await call(target, 'GET', `${base}/0/status`)).body as Record<string, unknown>;
    expect(failed).toMatchObject({ numUserExceptions: 1 });
    expect(failed.latestUserExceptions).toEqual([
      {
        exceptionString: expect.stringContaining('cannot process "fail now"') as unknown,
        timestampMs: expect.any(Number) as unknown,
      },
    ]);
    expectReason(
      await send('POST', `${base}/trigger`, form({ data: 'x', topic: `persistent://${ns}/other` })),
      400,
      'Function in trigger function has unidentified topic',
    );
    expectReason(
      await send('POST', `/admin/v3/functions/${ns}/none/trigger`, form({ data: 'x' })),
      404,
      "Function none doesn't exist",
    );
    expectNoContent(await call(target, 'POST', `${base}/stop`));
    expectReason(await send('POST', `${base}/trigger`, form({ data: 'x' })), 408, 'Request Timed Out');
  });

  it('updates: keeps unchanged fields, follows the parallelism, refuses what may not change', async () => {
    const ns = await namespace();
    const base = `/admin/v3/functions/${ns}/f`;
    const input = `persistent://${ns}/in`;
    const config = {
      className: 'org.example.F',
      inputs: [input],
      output: `persistent://${ns}/out`,
      userConfig: { a: '1' },
    };
    await send('POST', base, form({ functionConfig: JSON.stringify(config), data: jar() }));
    expectNoContent(
      await send(
        'PUT',
        base,
        form({
          functionConfig: JSON.stringify({ parallelism: 3 }),
          updateOptions: '{"updateAuthData":false}',
        }),
      ),
    );
    expect((await call(target, 'GET', base)).body).toMatchObject({
      parallelism: 3,
      className: 'org.example.F',
      output: `persistent://${ns}/out`,
      userConfig: { a: '1' },
      inputSpecs: { [input]: { isRegexPattern: false } },
    });
    expect((await call(target, 'GET', `${base}/status`)).body).toMatchObject({
      numInstances: 3,
      numRunning: 3,
    });
    expectNoContent(await send('PUT', base, form({ functionConfig: JSON.stringify({ parallelism: 1 }) })));
    expect((await call(target, 'GET', `${base}/status`)).body).toMatchObject({ numInstances: 1 });

    expectReason(
      await send('PUT', base, form({ functionConfig: JSON.stringify({ parallelism: 1 }) })),
      400,
      'Update contains no change',
    );
    expectReason(
      await send('PUT', base, form({ functionConfig: JSON.stringify({ inputs: [`persistent://${ns}/x`] }) })),
      400,
      'Input Topics cannot be altered',
    );
    expectReason(
      await send(
        'PUT',
        base,
        form({ functionConfig: JSON.stringify({ processingGuarantees: 'EFFECTIVELY_ONCE' }) }),
      ),
      400,
      'Processing Guarantees cannot be altered',
    );
    expectReason(
      await send('PUT', base, form({ functionConfig: JSON.stringify({ runtime: 'PYTHON' }) })),
      400,
      'Runtime cannot be altered',
    );
    expectReason(
      await send('PUT', `/admin/v3/functions/${ns}/none`, form({ functionConfig: '{"parallelism":2}' })),
      400,
      "Function none doesn't exist",
    );
    expectNoContent(await call(target, 'DELETE', base));
    expectReason(await call(target, 'GET', base), 404, "Function f doesn't exist");
    expectReason(await call(target, 'DELETE', base), 404, "Function f doesn't exist");
  });
});

describe.skipIf(againstRealPulsar())('sources and sinks', () => {
  it('registers a sink from a builtin connector, its class taken from the connector', async () => {
    const ns = await namespace();
    const base = `/admin/v3/sinks/${ns}/pg`;
    const sinkConfig = {
      inputs: [`persistent://${ns}/orders`],
      archive: 'builtin://jdbc-postgres',
      configs: { jdbcUrl: 'jdbc:postgresql://db:5432/orders', tableName: 'orders' },
    };
    expectNoContent(await send('POST', base, form({ sinkConfig: JSON.stringify(sinkConfig) })));
    const read = await call(target, 'GET', base);
    expectConforms(withoutFreeMaps(read), 'GET', '/admin/v3/sinks/{tenant}/{namespace}/{sinkName}');
    expect(read.body).toMatchObject({
      className: 'org.apache.pulsar.io.jdbc.PostgresJdbcAutoSchemaSink',
      archive: 'builtin://jdbc-postgres',
      inputSpecs: { [`persistent://${ns}/orders`]: { isRegexPattern: false } },
      configs: sinkConfig.configs,
    });
    const status = await call(target, 'GET', `${base}/status`);
    expectConforms(status, 'GET', '/admin/v3/sinks/{tenant}/{namespace}/{sinkName}/status');
    expect(status.body).toMatchObject({ numInstances: 1, instances: [{ status: { numWrittenToSink: 0 } }] });
    // Functions, sources and sinks share one name space per namespace (FunctionMetaDataManager).
    const functionConfig = JSON.stringify({ className: 'F', inputs: [`persistent://${ns}/x`] });
    expectReason(
      await send('POST', `/admin/v3/functions/${ns}/pg`, form({ functionConfig, data: jar() })),
      400,
      'Function pg already exists',
    );
    expectReason(await call(target, 'GET', `/admin/v3/functions/${ns}/pg`), 404, "Function pg doesn't exist");
    expectReason(
      await send(
        'POST',
        `/admin/v3/sinks/${ns}/x`,
        form({ sinkConfig: JSON.stringify({ ...sinkConfig, archive: 'builtin://nope' }) }),
      ),
      400,
      'Built-in sink is not available',
    );
    expectReason(
      await send(
        'POST',
        `/admin/v3/sinks/${ns}/x`,
        form({ sinkConfig: JSON.stringify({ archive: 'builtin://jdbc-postgres' }) }),
      ),
      400,
      'Must specify at least one topic of input via topicToSerdeClassName, topicsPattern, topicToSchemaType or inputSpecs',
    );
    expectReason(
      await send('POST', `/admin/v3/sinks/${ns}/x`, form({ sinkConfig: JSON.stringify({ inputs: ['t'] }) })),
      400,
      'Sink Package is not provided',
    );
    expectNoContent(await send('PUT', base, form({ sinkConfig: JSON.stringify({ parallelism: 2 }) })));
    expect((await call(target, 'GET', `${base}/status`)).body).toMatchObject({ numInstances: 2 });
    expectNoContent(await call(target, 'POST', `${base}/0/stop`));
    expectReason(
      await call(target, 'GET', `${base}/3/status`),
      400,
      "Sink pg doesn't have instance with id 3",
    );
    expectNoContent(await call(target, 'DELETE', base));
    expectReason(await call(target, 'GET', base), 404, "Sink pg doesn't exist");
  });

  it('registers a source, which needs a topic', async () => {
    const ns = await namespace();
    const base = `/admin/v3/sources/${ns}/gen`;
    expectReason(
      await send(
        'POST',
        base,
        form({ sourceConfig: JSON.stringify({ archive: 'builtin://data-generator' }) }),
      ),
      400,
      'Topic name cannot be null',
    );
    expectNoContent(
      await send(
        'POST',
        base,
        form({
          sourceConfig: JSON.stringify({
            archive: 'builtin://data-generator',
            topicName: `persistent://${ns}/out`,
          }),
        }),
      ),
    );
    expectConforms(
      await call(target, 'GET', base),
      'GET',
      '/admin/v3/sources/{tenant}/{namespace}/{sourceName}',
    );
    const status = await call(target, 'GET', `${base}/status`);
    expectConforms(status, 'GET', '/admin/v3/sources/{tenant}/{namespace}/{sourceName}/status');
    expectReason(
      await send(
        'PUT',
        base,
        form({ sourceConfig: JSON.stringify({ topicName: `persistent://${ns}/other` }) }),
      ),
      400,
      'Destination topics differ',
    );
  });

  it('serves the deprecated singular /admin/v3/source and /admin/v3/sink paths as aliases', async () => {
    const ns = await namespace();
    const sinkConfig = { inputs: [`persistent://${ns}/in`], archive: 'builtin://elastic_search' };
    expectNoContent(
      await send('POST', `/admin/v3/sink/${ns}/es`, form({ sinkConfig: JSON.stringify(sinkConfig) })),
    );
    expect((await call(target, 'GET', `/admin/v3/sinks/${ns}`)).body).toEqual(['es']);
    expect((await call(target, 'GET', `/admin/v3/sink/${ns}/es/status`)).body).toMatchObject({
      numInstances: 1,
    });
    expect((await call(target, 'GET', '/admin/v3/source/builtinsources')).body).toEqual(
      (await call(target, 'GET', '/admin/v3/sources/builtinsources')).body,
    );
    expectNoContent(await call(target, 'DELETE', `/admin/v3/sink/${ns}/es`));
  });
});

describe('builtin connectors', () => {
  it('lists sources and sinks and their config definitions', async () => {
    const sinks = await call(target, 'GET', '/admin/v3/sinks/builtinsinks');
    expectConforms(sinks, 'GET', '/admin/v3/sinks/builtinsinks');
    const sources = await call(target, 'GET', '/admin/v3/sources/builtinsources');
    expectConforms(sources, 'GET', '/admin/v3/sources/builtinsources');
    if (!target.simulator) return;
    expect(sinks.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'jdbc-postgres', sinkClass: expect.any(String) as unknown }),
      ]),
    );
    const definition = await call(
      target,
      'GET',
      '/admin/v3/sinks/builtinsinks/jdbc-postgres/configdefinition',
    );
    expectConforms(definition, 'GET', '/admin/v3/sinks/builtinsinks/{name}/configdefinition');
    expect(definition.body).toEqual(
      expect.arrayContaining([
        {
          fieldName: 'jdbcUrl',
          typeName: 'java.lang.String',
          attributes: expect.objectContaining({ required: 'true' }) as unknown,
        },
      ]),
    );
    const kafka = await call(target, 'GET', '/admin/v3/sources/builtinsources/kafka/configdefinition');
    expectConforms(kafka, 'GET', '/admin/v3/sources/builtinsources/{name}/configdefinition');
    expectReason(
      await call(target, 'GET', '/admin/v3/sinks/builtinsinks/nope/configdefinition'),
      404,
      'builtin sink does not exist',
    );
  });
});

describe.skipIf(againstRealPulsar())('a broker without a functions worker', () => {
  it('answers every functions, sources and sinks call with 409 and the broker reason', async () => {
    const simulator = await startSimulator({
      scenario: 'no-worker',
      port: 0,
      traffic: false,
      clock: new ManualClock(Date.UTC(2026, 0, 1)),
    });
    try {
      const reason = 'Pulsar Function Worker is not enabled, probably functionsWorkerEnabled is set to false';
      for (const path of [
        '/admin/v3/functions/acme/analytics',
        '/admin/v3/functions/acme/analytics/enrich/status',
        '/admin/v3/sources/builtinsources',
        '/admin/v3/sinks/sample/orders',
        '/admin/v3/sink/sample/orders',
      ]) {
        const response = await fetch(`${simulator.url}${path}`);
        expect(response.status, path).toBe(409);
        expect(await response.json()).toEqual({ reason });
      }
      const tenants = await fetch(`${simulator.url}/admin/v2/tenants`);
      expect(tenants.status).toBe(200);
    } finally {
      await simulator.close();
    }
  });
});
