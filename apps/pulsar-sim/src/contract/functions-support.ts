import fs from 'node:fs';
import {
  FIXTURE_CLASSES,
  RealPulsarUnavailable,
  buildFunctionFixture,
  paddedJar,
} from '@beacon/test-kit/real-pulsar';
import { againstRealPulsar, authHeaders, call, uniqueName } from './target.ts';
import type { ContractTarget, Exchange } from './target.ts';

// What the functions, sources and sinks cases share: the fixture jar (tools/pulsar-functions-fixture,
// a real function, source and sink the real broker's worker runs with the thread runtime; the
// simulator takes the same bytes and runs no code), multipart requests as the console and
// pulsar-admin send them, and a bounded wait for what the real worker does a moment later.

export { FIXTURE_CLASSES };

let jarBytes: Buffer | undefined;

/**
 * The fixture jar's bytes. Built with Maven on first use (then found up to date). Where Java or
 * Maven is missing, the simulator-only run gets a stand-in (the simulator examines no package);
 * against a real broker that is a failure.
 */
export function fixtureJarBytes(): Buffer {
  if (jarBytes) return jarBytes;
  try {
    jarBytes = fs.readFileSync(buildFunctionFixture());
  } catch (error) {
    if (!(error instanceof RealPulsarUnavailable) || againstRealPulsar()) throw error;
    jarBytes = Buffer.from('PK\u0003\u0004 a stand-in: Java and Maven are not installed here');
  }
  return jarBytes;
}

export const fixtureJar = (): Blob => new Blob([fixtureJarBytes()]);

/** The fixture jar with `bytes` more in a stored entry: a connector-sized package. */
export const paddedFixtureJar = (bytes: number): Blob => new Blob([paddedJar(fixtureJarBytes(), bytes)]);

/** A JSON part (Content-Type application/json), as pulsar-admin and the console send a config. */
export class JsonPart {
  readonly value: unknown;
  constructor(value: unknown) {
    this.value = value;
  }
}
export const jsonPart = (value: unknown): JsonPart => new JsonPart(value);

/** multipart/form-data: strings as plain fields, Blobs as files (`<name>.jar`), JsonParts typed JSON. */
export function form(fields: Record<string, string | Blob | JsonPart>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof JsonPart)
      data.append(name, new Blob([JSON.stringify(value.value)], { type: 'application/json' }), name);
    else if (value instanceof Blob) data.append(name, value, `${name}.jar`);
    else data.append(name, value);
  }
  return data;
}

/** A multipart request (fetch sets the boundary). */
export async function send(
  target: ContractTarget,
  method: string,
  path: string,
  body: FormData,
): Promise<Exchange> {
  const response = await fetch(`${target.url}${path}`, { method, body, headers: authHeaders() });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    parsed = undefined;
  }
  return {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    text,
    body: parsed,
  };
}

/**
 * Reads until `done` holds, every 250 ms, for at most `timeoutMs`: the real worker assigns, starts
 * and stops instances a moment after it answered (the simulator at once), and the broker refreshes
 * topic stats every 5 s (statsUpdateFrequencyInSecs). Fails with the last value read.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${String(timeoutMs)} ms; last read ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A component's status once `numRunning` (and `numInstances`) reach what is asked. */
export const statusWhen = (
  target: ContractTarget,
  path: string,
  expected: { numInstances?: number; numRunning: number },
): Promise<Exchange> =>
  eventually(
    () => call(target, 'GET', `${path}/status`),
    (status) => {
      const body = status.body as { numInstances?: number; numRunning?: number } | undefined;
      return (
        status.status === 200 &&
        body?.numRunning === expected.numRunning &&
        (expected.numInstances === undefined || body.numInstances === expected.numInstances)
      );
    },
    `${path} with ${JSON.stringify(expected)}`,
  );

/** A fresh tenant with one namespace, `<tenant>/ns`. */
export async function namespace(target: ContractTarget, prefix = 'fn'): Promise<string> {
  const tenant = uniqueName(prefix);
  await call(target, 'PUT', `/admin/v2/tenants/${tenant}`, { allowedClusters: [target.cluster] });
  await call(target, 'PUT', `/admin/v2/namespaces/${tenant}/ns`);
  return `${tenant}/ns`;
}

/** ConsumerConfig as 4.0.7 answers it: `regexPattern` (Lombok's getter of `isRegexPattern`). */
export const consumerSpec = (regexPattern = false) => ({
  schemaProperties: {},
  consumerProperties: {},
  poolMessages: false,
  regexPattern,
});

/** ProducerConfig, Resources: the defaults the worker reads back (FunctionConfigUtils.convertFromDetails). */
export const PRODUCER_CONFIG = { useThreadLocalProducers: false, batchBuilder: '', compressionType: 'LZ4' };
export const RESOURCES = { cpu: 1, ram: 1073741824, disk: 10737418240 };

/**
 * The exchange with the free-form maps (`userConfig`, `configs`, `secrets`) emptied: the Swagger
 * files declare Map<String, Object> values as `type: object`, which Pulsar's own answers do not
 * follow (examples/sink-config.json has strings and numbers there).
 */
export function withoutFreeMaps(exchange: Exchange): Exchange {
  const body = { ...(exchange.body as Record<string, unknown>) };
  for (const field of ['userConfig', 'configs', 'secrets']) if (field in body) body[field] = {};
  return { ...exchange, body };
}

/**
 * Stats with the metrics no message has set yet left out: FunctionInstanceStatsDataImpl answers
 * `avgProcessLatency` and `lastInvocation` as null until an instance has processed something, where
 * the Swagger files declare a number (the cases assert the nulls themselves).
 */
export function withoutUnsetMetrics(exchange: Exchange): Exchange {
  const strip = (metrics: unknown): unknown => {
    if (typeof metrics !== 'object' || metrics === null || Array.isArray(metrics)) return metrics;
    return Object.fromEntries(
      Object.entries(metrics)
        .filter(([, value]) => value !== null)
        .map(([key, value]) => [
          key,
          key === 'instances' && Array.isArray(value) ? value.map(strip) : strip(value),
        ]),
    );
  };
  return { ...exchange, body: strip(exchange.body) };
}
