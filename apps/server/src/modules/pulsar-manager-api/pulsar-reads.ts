// Reads from an environment for Pulsar Manager's own routes, through the proxy's target resolution
// and forwarding (the environment's URLs, clusters, brokers, credentials and redirect rules): there is
// no second way to a broker. Failures become the answers the proxy gives for the same faults.
import type { IncomingHttpHeaders } from 'node:http';
import type { ParamsOf, QueryOf } from '@beacon/pulsar-admin';
import { HttpError } from '../../http-errors.ts';
import {
  AnswerShapeError,
  type AnyOperation,
  type CheckedRead,
  readPath,
  ProxyRefusal,
  type ProxyTarget,
  type PulsarProxy,
  UpstreamError,
} from '../pulsar-proxy/index.ts';

export interface Routing {
  /** A cluster of the environment (Pulsar Manager's `x-pulsar-cluster`). */
  cluster?: string | undefined;
  /** An active broker of the environment, `host:port`. */
  broker?: string | undefined;
  /** The environment's bookie URL instead of its service URL. */
  bookie?: boolean;
}

export interface PulsarAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Name, value, name, value…: header names as the broker wrote them (property names keep their case). */
  rawHeaders: string[];
  body: Buffer;
}

export class PulsarReads {
  readonly #proxy: PulsarProxy;
  readonly #timeoutMs: number;

  constructor(proxy: PulsarProxy, timeoutMs: number) {
    this.#proxy = proxy;
    this.#timeoutMs = timeoutMs;
  }

  /** The environment's target for this routing: 400 for a missing environment or a stranger cluster/broker. */
  target(environment: string | undefined, routing: Routing = {}): Promise<ProxyTarget> {
    return this.#proxy.resolveTarget(environment, { ...routing, bookie: routing.bookie ?? false });
  }

  /** GET `path` and the whole answer, whatever its status (the caller decides what a 404 means). */
  async get(target: ProxyTarget, path: string): Promise<PulsarAnswer> {
    const name = target.environment.name;
    const deadline = AbortSignal.timeout(this.#timeoutMs);
    try {
      const response = await this.#proxy.forward(target, {
        method: 'GET',
        pathAndQuery: path,
        headers: { accept: 'application/json', 'user-agent': 'Beacon' },
        body: undefined,
        signal: deadline,
      });
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      return {
        status: response.statusCode ?? 502,
        headers: response.headers,
        rawHeaders: response.rawHeaders,
        body: Buffer.concat(chunks),
      };
    } catch (error) {
      if (error instanceof ProxyRefusal || error instanceof HttpError) throw error;
      if (deadline.aborted || (error instanceof UpstreamError && error.kind === 'timeout'))
        throw new HttpError(504, `Environment '${name}' did not answer within ${this.#timeoutMs / 1000} s`);
      const detail = error instanceof Error ? error.message : String(error);
      throw new HttpError(502, `Cannot reach environment '${name}': ${detail}`);
    }
  }

  /**
   * Throws Beacon's refusal for any answer but 2xx. A broker's 401 is never passed on as 401 (the
   * browser's session is fine, and Pulsar Manager's client would log out): the proxy tells a refused
   * token from a call the token may not make (decision 0021).
   */
  async refuseUnlessOk(target: ProxyTarget, answer: PulsarAnswer): Promise<void> {
    if (answer.status >= 200 && answer.status < 300) return;
    if (answer.status === 401) {
      const failure = await this.#proxy.describeUnauthorized(target, reasonOf(answer.body));
      throw new HttpError(failure.status, failure.message);
    }
    throw refusalOf(target, answer);
  }

  /**
   * A catalogue read as JSON, its answer checked (pulsar-answers.ts); any answer but 2xx is refused
   * with Pulsar's reason (`missing` stands in for a 404).
   */
  async read<Op extends AnyOperation, View>(
    target: ProxyTarget,
    read: CheckedRead<Op, View>,
    params: ParamsOf<Op>,
    options: { query?: QueryOf<Op>; missing?: View } = {},
  ): Promise<View> {
    const value = await this.json(target, readPath(read, params, options.query), options.missing);
    try {
      return read.answer(value);
    } catch (error) {
      if (error instanceof AnswerShapeError)
        throw new HttpError(502, `Environment '${target.environment.name}': ${error.message}`);
      throw error;
    }
  }

  /** GET `path` as JSON; any answer but 2xx is refused with Pulsar's reason (`missing` stands in for a 404). */
  async json(target: ProxyTarget, path: string, missing?: unknown): Promise<unknown> {
    const answer = await this.get(target, path);
    if (answer.status === 404 && missing !== undefined) return missing;
    await this.refuseUnlessOk(target, answer);
    try {
      return JSON.parse(answer.body.toString('utf8')) as unknown;
    } catch {
      throw new HttpError(502, `Environment '${target.environment.name}' did not answer JSON for ${path}`);
    }
  }
}

/** A non-2xx answer as Beacon's refusal, with Pulsar's reason kept. */
function refusalOf(target: ProxyTarget, answer: PulsarAnswer): HttpError {
  const name = target.environment.name;
  const reason = reasonOf(answer.body);
  if (answer.status >= 500)
    return new HttpError(
      502,
      `Environment '${name}' answered ${answer.status}${reason ? `: ${reason}` : ''}`,
    );
  return new HttpError(answer.status, reason ?? `Environment '${name}' answered ${answer.status}`);
}

function reasonOf(body: Buffer): string | undefined {
  const text = body.toString('utf8');
  try {
    const reason = (JSON.parse(text) as { reason?: unknown }).reason;
    if (typeof reason === 'string') return reason;
  } catch {
    // BookKeeper answers plain text.
  }
  const trimmed = text.trim();
  return trimmed !== '' && trimmed.length < 500 ? trimmed : undefined;
}
