import type { FastifyInstance } from 'fastify';
import { isInteger, isRecord } from '../core/json.ts';
import type { FaultRegistry, FaultRule } from './faults.ts';

// The test-only control API, under its own prefix and only when the simulator is started with
// `control: true` (`--control`). Bodies are JSON; answers are JSON.

export const CONTROL_PREFIX = '/_sim';

export interface ControlTarget {
  faults: FaultRegistry;
  reset(): void;
  loadScenario(name: string): void;
  advance(milliseconds: number): void;
  describe(): Record<string, unknown>;
}

function faultFrom(body: unknown): Omit<FaultRule, 'id'> | string {
  if (!isRecord(body)) return 'fault body must be a JSON object';
  const rule: Omit<FaultRule, 'id'> = {};
  if (typeof body.broker === 'string') rule.broker = body.broker;
  if (typeof body.pathPrefix === 'string') rule.pathPrefix = body.pathPrefix;
  if (typeof body.method === 'string') rule.method = body.method;
  if (isInteger(body.latencyMs) && body.latencyMs >= 0) rule.latencyMs = body.latencyMs;
  if (isInteger(body.status) && body.status >= 400 && body.status <= 599) rule.status = body.status;
  if (typeof body.reason === 'string') rule.reason = body.reason;
  if (body.connectionReset === true) rule.connectionReset = true;
  if (body.outage === true) rule.outage = true;
  if (isInteger(body.times) && body.times > 0) rule.remaining = body.times;
  if (rule.latencyMs === undefined && rule.status === undefined && !rule.connectionReset && !rule.outage) {
    return 'a fault needs latencyMs, status, connectionReset or outage';
  }
  return rule;
}

export function registerControlRoutes(app: FastifyInstance, target: ControlTarget): void {
  const parse = (body: unknown): unknown => {
    if (!Buffer.isBuffer(body) || body.length === 0) return undefined;
    try {
      return JSON.parse(body.toString('utf8')) as unknown;
    } catch {
      return null;
    }
  };
  app.get(`${CONTROL_PREFIX}/info`, () => target.describe());
  app.post(`${CONTROL_PREFIX}/reset`, (_request, reply) => {
    target.reset();
    return reply.code(204).send();
  });
  app.post(`${CONTROL_PREFIX}/scenario`, (request, reply) => {
    const body = parse(request.body);
    const name = isRecord(body) && typeof body.name === 'string' ? body.name : undefined;
    if (!name) return reply.code(400).send({ error: 'body must be {"name": "<scenario>"}' });
    try {
      target.loadScenario(name);
    } catch (error) {
      return reply.code(400).send({ error: error instanceof Error ? error.message : String(error) });
    }
    return reply.code(204).send();
  });
  app.post(`${CONTROL_PREFIX}/advance`, (request, reply) => {
    const body = parse(request.body);
    const milliseconds = isRecord(body) && isInteger(body.milliseconds) ? body.milliseconds : undefined;
    if (milliseconds === undefined || milliseconds <= 0 || milliseconds > 86_400_000) {
      return reply.code(400).send({ error: 'body must be {"milliseconds": 1..86400000}' });
    }
    target.advance(milliseconds);
    return reply.code(204).send();
  });
  app.get(`${CONTROL_PREFIX}/faults`, () => target.faults.list());
  app.post(`${CONTROL_PREFIX}/faults`, (request, reply) => {
    const rule = faultFrom(parse(request.body));
    if (typeof rule === 'string') return reply.code(400).send({ error: rule });
    return reply.code(201).send(target.faults.add(rule));
  });
  app.delete(`${CONTROL_PREFIX}/faults`, (_request, reply) => {
    target.faults.clear();
    return reply.code(204).send();
  });
  app.delete(`${CONTROL_PREFIX}/faults/:id`, (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    return target.faults.remove(id)
      ? reply.code(204).send()
      : reply.code(404).send({ error: 'no such fault' });
  });
}
