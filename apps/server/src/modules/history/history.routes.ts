// GET /pulsar-manager/history: a versioned resource's changes in the environment the request names,
// newest first. POST /pulsar-manager/history/restore: the Pulsar calls that put one of a change's two
// values back, for the change plan's preview and apply (which check and make them as any change).
// Both are for whoever may read the resource, as the permission table says of its GET: a tenant
// admin only in its tenants, clusters and broker settings only for super users.
import {
  authorizeProxyCall,
  errorResponseSchema,
  HISTORY_PATH,
  HISTORY_RESTORE_PATH,
  historyQuerySchema,
  historyResponseSchema,
  historyRestoreRequestSchema,
  historyRestoreResponseSchema,
  HISTORY_LIMIT,
  MESSAGES,
  type HistoryKind,
  type HistoryResponse,
  type HistoryRestoreResponse,
} from '@beacon/contracts';
import {
  brokerAdmin,
  clusterAdmin,
  isolationPolicies,
  namespaces,
  pulsarPath,
  tenants,
  topicPolicies,
  type Operation,
} from '@beacon/pulsar-admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-errors.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { requestedEnvironment } from '../../plugins/request-headers.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { accessInEnvironment } from '../users/index.ts';
import { readableCurrent } from './current-state.ts';
import type { ResourceHistory } from './resource-history.ts';
import { paramsOf, restoreCalls } from './restore-calls.ts';
import { holdsRedacted } from './state-values.ts';

export interface HistoryRoutesOptions {
  history: ResourceHistory;
  reads: PulsarReads;
}

const ERRORS = { '4xx': errorResponseSchema, '5xx': errorResponseSchema };

export function historyRoutes(server: FastifyInstance, { history, reads }: HistoryRoutesOptions): void {
  const routes = server.withTypeProvider<ZodTypeProvider>();
  routes.get(
    HISTORY_PATH,
    {
      schema: {
        summary: 'The changes made through Beacon to one resource, newest first',
        description: `Who changed what and when, with the value before and after, for a tenant, namespace, topic, cluster, isolation policy or dynamic broker setting of the environment named in the \`environment\` header. \`name\`: \`tenant\`, \`tenant/namespace\`, \`persistent://tenant/namespace/topic\`, \`cluster\`, \`cluster/policy\` or the setting's name. A value reads \`known: false\` when it could not be read, \`null\` when unset or absent; secrets read \`[redacted]\`. At most ${HISTORY_LIMIT} changes. For whoever may read the resource (a tenant admin in its tenants; clusters and broker settings super users only).`,
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, ...ERRORS },
      },
    },
    async (request): Promise<HistoryResponse> => {
      const { kind, name } = request.query;
      const environment = mayRead(request, kind, name ?? '');
      return { kind, name: name ?? '', entries: await history.entries(environment, kind, name) };
    },
  );
  routes.post(
    HISTORY_RESTORE_PATH,
    {
      schema: {
        summary: 'The Pulsar calls that put a kept version back',
        description:
          'For one change of the history (`id`), the calls that make the resource hold its value `before` the change or `after` it: a set, or the removal of a policy that was unset; none when it holds that value already. Nothing is changed here: send the calls to POST /pulsar-manager/changes/preview and /changes/apply, which check and make them as any change. 409 when the value is not known, holds a redacted secret, or is a tenant or cluster that did not exist.',
        body: historyRestoreRequestSchema,
        response: { 200: historyRestoreResponseSchema, ...ERRORS },
      },
    },
    async (request): Promise<HistoryRestoreResponse> => {
      const { id, version } = request.body;
      const environment = requestedEnvironment(request);
      if (!environment) throw new HttpError(400, MESSAGES.noActiveEnvironment);
      const entry = await history.entry(environment, id);
      if (!entry) throw new HttpError(404, `No change ${id} in environment ${environment}`);
      mayRead(request, entry.kind, entry.name);
      const kept = entry[version];
      if (!kept.known)
        throw new HttpError(
          409,
          `Beacon does not know the value ${version} this change: it could not be read then`,
        );
      if (holdsRedacted(kept.value))
        throw new HttpError(409, 'This version holds a secret Beacon does not keep: restore it by hand');
      const current = await readableCurrent(reads, environment, entry);
      return {
        kind: entry.kind,
        name: entry.name,
        subject: entry.subject,
        value: kept.value,
        calls: restoreCalls(entry, kept.value, current),
      };
    },
  );
}

/** The environment, once the caller may read the resource there (403 otherwise, 400 without one). */
function mayRead(request: FastifyRequest, kind: HistoryKind, name: string): string {
  const environment = requestedEnvironment(request);
  if (!environment) throw new HttpError(400, MESSAGES.noActiveEnvironment);
  const access = accessInEnvironment((request.auth as Authenticated).access, environment);
  const decision = authorizeProxyCall(access, 'GET', readPathOf(kind, name));
  if (!decision.allowed) throw new HttpError(decision.status, decision.reason);
  return environment;
}

/** The GET whose permission is the history's: reading the resource itself. */
function readPathOf(kind: HistoryKind, name: string): string {
  const params = paramsOf({ kind, name, subject: '', scope: '' }) as never;
  const read = {
    tenant: tenants.get,
    namespace: namespaces.policies,
    topic: topicPolicies.retention.get,
    cluster: clusterAdmin.get,
    'isolation-policy': isolationPolicies.get,
    'broker-setting': brokerAdmin.dynamicConfigurationValues,
  }[kind];
  return pulsarPath(read as Operation<string, unknown, unknown, unknown>, params);
}
