import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { badRequest, PulsarRestError } from '../core/errors.ts';
import type { BrokerState, SimulatorState } from '../core/state.ts';
import type { Answer } from './answer.ts';
import { sendAnswer } from './answer.ts';

// The runtime a broker's HTTP adapter serves from. The state objects are replaced by a reset or a
// scenario load, so handlers always read them through the runtime.
export interface SimulatorRuntime {
  /** The first cluster's state (the only one outside the geo scenario). */
  readonly state: SimulatorState;
  /** A cluster's own state: its local metadata store over the shared configuration store. */
  stateOf(cluster: string): SimulatorState;
  brokerAt(listenerIndex: number): BrokerState | undefined;
}

/** What a broker's HTTP adapter knows about how it is deployed. */
export interface ListenerSettings {
  /** `authorizationEnabled` of the broker's configuration. */
  authorization: boolean;
}

/** Who may call a route once authorization is on (see http/authorization.ts). */
export type Access =
  | { kind: 'open' }
  | { kind: 'super' }
  | { kind: 'cluster'; operation: string }
  | { kind: 'broker'; operation: string }
  | { kind: 'tenant'; operation: string }
  | { kind: 'namespace'; operation: string }
  | { kind: 'namespace-policy'; policy: string; write: boolean }
  | { kind: 'topic'; operation: string };

export interface RequestContext {
  /** The asked broker's cluster's state. */
  state: SimulatorState;
  broker: BrokerState;
  localCluster: string;
  /** `authorizationEnabled`: a cluster name other than the local one is then redirected. */
  authorization: boolean;
  /** The request came in on the broker's HTTPS port. */
  https: boolean;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  /** Path and query exactly as received (still percent-encoded). */
  url: string;
  role: string | undefined;
  rawBody: Buffer | undefined;
  headers: FastifyRequest['headers'];
  jsonBody(): unknown;
  textBody(): string;
}

export interface RouteSpec {
  method: HTTPMethods;
  url: string;
  access: Access;
  /** Largest body this route reads, when above the app's default (function packages). */
  bodyLimit?: number;
  handler(context: RequestContext): Answer | Promise<Answer>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    pulsarRole?: string;
  }
}

export function parseJsonBody(raw: Buffer | undefined): unknown {
  if (!raw || raw.length === 0) return undefined;
  const textValue = raw.toString('utf8');
  if (textValue.trim() === '') return undefined;
  try {
    return JSON.parse(textValue) as unknown;
  } catch {
    // Jersey answers a body Jackson cannot read with 400 and a plain-text message.
    throw new PulsarRestError(400, 'Unable to process JSON', 'text');
  }
}

export function queryFlag(context: RequestContext, name: string, fallback = false): boolean {
  const value = context.query[name];
  if (value === undefined || value === '') return fallback;
  return value.toLowerCase() === 'true';
}

export function queryInteger(context: RequestContext, name: string): number | undefined {
  const value = context.query[name];
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d+$/.test(value)) throw badRequest(`Invalid value for query parameter ${name}`);
  return Number(value);
}

export function pathInteger(value: string | undefined, name: string): number {
  if (value === undefined || !/^-?\d+$/.test(value))
    throw new PulsarRestError(404, `Invalid ${name}`, 'text');
  return Number(value);
}

export function buildContext(
  runtime: SimulatorRuntime,
  listenerIndex: number,
  request: FastifyRequest,
  settings: ListenerSettings = { authorization: false },
): RequestContext {
  const broker = runtime.brokerAt(listenerIndex);
  if (!broker) throw new PulsarRestError(503, 'Broker is not available');
  const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
  return {
    state: runtime.stateOf(broker.cluster),
    broker,
    localCluster: broker.cluster,
    authorization: settings.authorization,
    https: request.protocol === 'https',
    params: (request.params ?? {}) as Record<string, string>,
    query: (request.query ?? {}) as Record<string, string | undefined>,
    url: request.url,
    role: request.pulsarRole,
    rawBody: raw,
    headers: request.headers,
    jsonBody: () => parseJsonBody(raw),
    textBody: () => raw?.toString('utf8') ?? '',
  };
}

export function registerRoutes(
  app: FastifyInstance,
  runtime: SimulatorRuntime,
  listenerIndex: number,
  routes: readonly RouteSpec[],
  settings: ListenerSettings = { authorization: false },
): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
      config: { access: route.access },
      handler: async (request, reply) => {
        const answer = await route.handler(buildContext(runtime, listenerIndex, request, settings));
        return sendAnswer(reply, answer);
      },
    });
  }
}
