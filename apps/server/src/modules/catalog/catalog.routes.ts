// Beacon's own Pulsar Manager-compatible lists (prefix /pulsar-manager) with the catalogue's figures,
// and the collector's status. Permission first, then the query, then the environment header.
import {
  can,
  catalogNamesResponseSchema,
  catalogSearchQuerySchema,
  catalogSearchResponseSchema,
  catalogStatusResponseSchema,
  MESSAGES,
  NAMESPACE_SORT_KEYS,
  namespaceListResponseSchema,
  namespaceStatsResponseSchema,
  TENANT_SORT_KEYS,
  tenantListResponseSchema,
  TOPIC_SORT_KEYS,
  topicListResponseSchema,
} from '@beacon/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { HttpError } from '../../http-errors.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { requestedEnvironment } from '../../plugins/request-headers.ts';
import { accessInEnvironment } from '../users/index.ts';
import type { EnvironmentRepository } from '../environments/index.ts';
import type { CatalogLists } from './catalog-lists.ts';
import type { CatalogStore } from './catalog-store.ts';
import type { CatalogCollector } from './collector.ts';
import type { CollectorLease } from './collector-lease.ts';
import { namesFor, NO_NAMES } from './catalog-names.ts';
import { catalogNamesOf, searchCatalog } from './catalog-search.ts';
import { parseListQuery } from './list-query.ts';
import type { LiveLists } from './live-lists.ts';

export interface CatalogRoutesOptions {
  lists: CatalogLists;
  live: LiveLists;
  store: CatalogStore;
  lease: CollectorLease;
  collector: CatalogCollector;
  environments: EnvironmentRepository;
}

const PREFIX = '/pulsar-manager';

interface TenantParams {
  tenant: string;
}
interface NamespaceParams extends TenantParams {
  namespace: string;
}

export function catalogRoutes(server: FastifyInstance, options: CatalogRoutesOptions): void {
  const { lists, live } = options;
  const environmentOf = (request: FastifyRequest) => live.check(requestedEnvironment(request));
  const accessOf = (request: FastifyRequest) =>
    accessInEnvironment((request.auth as Authenticated).access, requestedEnvironment(request));
  const requireTenant = (request: FastifyRequest, permission: string, tenant: string) => {
    if (!can(accessOf(request), permission, tenant)) throw new HttpError(403, MESSAGES.forbidden);
  };

  server.get(
    `${PREFIX}/admin/v2/tenants`,
    { schema: { response: { 200: tenantListResponseSchema } } },
    async (request) => {
      const access = accessOf(request);
      if (access.roles.length === 0) throw new HttpError(403, MESSAGES.forbidden);
      const query = parseListQuery(request.query, TENANT_SORT_KEYS, 'tenant');
      const environment = await environmentOf(request);
      const everyTenant = access.roles.includes('super');
      return lists.tenants(environment, (tenant) => everyTenant || access.tenants.includes(tenant), query);
    },
  );

  server.get<{ Params: TenantParams }>(
    `${PREFIX}/admin/v2/namespaces/:tenant`,
    { schema: { response: { 200: namespaceListResponseSchema } } },
    async (request) => {
      requireTenant(request, 'namespace.list', request.params.tenant);
      const query = parseListQuery(request.query, NAMESPACE_SORT_KEYS, 'namespace');
      return lists.namespaces(await environmentOf(request), request.params.tenant, query);
    },
  );

  server.get<{ Params: NamespaceParams }>(
    `${PREFIX}/admin/v2/namespaces/:tenant/:namespace/stats`,
    { schema: { response: { 200: namespaceStatsResponseSchema } } },
    async (request) => {
      requireTenant(request, 'namespace.read', request.params.tenant);
      const environment = await environmentOf(request);
      return lists.namespaceStats(environment, request.params.tenant, request.params.namespace);
    },
  );

  server.get<{ Params: NamespaceParams }>(
    `${PREFIX}/admin/v2/topics/:tenant/:namespace/stats`,
    { schema: { response: { 200: topicListResponseSchema } } },
    async (request) => {
      requireTenant(request, 'topic.list', request.params.tenant);
      const query = parseListQuery(request.query, TOPIC_SORT_KEYS, 'topic');
      const environment = await environmentOf(request);
      return lists.topics(environment, request.params.tenant, request.params.namespace, query);
    },
  );

  // The command palette's search (decision 0092): from the catalogue in memory, never from Pulsar.
  server.get(
    `${PREFIX}/catalog/search`,
    { schema: { response: { 200: catalogSearchResponseSchema } } },
    async (request) => {
      const access = accessOf(request);
      if (access.roles.length === 0) throw new HttpError(403, MESSAGES.forbidden);
      const parsed = catalogSearchQuerySchema.safeParse(request.query ?? {});
      if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'invalid query');
      const environment = await environmentOf(request);
      const snapshot = await options.store.snapshot(environment);
      const hits = searchCatalog(snapshot, parsed.data.q, parsed.data.limit, {
        tenant: (tenant) => can(access, 'topic.list', tenant),
        brokers: can(access, 'broker.read'),
      });
      return { hits, collectedAt: snapshot?.header.collectedAt ?? null };
    },
  );

  // The palette's own copy of the names (decision 0097): the browser searches it at each keystroke.
  // Serialized once per pass and scope; its ETag is a hash of the names, so a palette opened again
  // on unchanged names is answered 304, and gzip'd for whoever accepts it (100 000 topics: ~2 MB).
  server.get(
    `${PREFIX}/catalog/names`,
    {
      schema: {
        description:
          'Every name of the latest statistics pass the caller may list, as one tree (tenants, namespaces, topics with their subscriptions; brokers for whoever may read them). Answers 304 to an If-None-Match that holds its ETag.',
        response: {
          200: catalogNamesResponseSchema,
          304: z.null().describe('The names are those of the ETag sent in If-None-Match.'),
        },
      },
    },
    async (request, reply) => {
      const access = accessOf(request);
      if (access.roles.length === 0) throw new HttpError(403, MESSAGES.forbidden);
      const snapshot = await options.store.snapshot(await environmentOf(request));
      const names = snapshot ? catalogNamesOf(snapshot) : NO_NAMES;
      const served = await namesFor(names, {
        tenant: (tenant) => can(access, 'topic.list', tenant),
        brokers: can(access, 'broker.read'),
      });
      // Private and revalidated on every use: the names differ by user and by environment.
      reply
        .header('cache-control', 'private, no-cache')
        .header('etag', served.etag)
        .header('vary', 'accept-encoding, environment');
      if (request.headers['if-none-match'] === served.etag) return reply.code(304).send(null);
      reply.header('content-type', 'application/json; charset=utf-8');
      if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(served.json);
      // As a stream: Fastify tells a Buffer by its ArrayBuffer, which in the web tests' jsdom realm is
      // another one, and would serialize it as JSON.
      return reply
        .header('content-encoding', 'gzip')
        .header('content-length', served.gzipped.length)
        .send(Readable.from([served.gzipped]));
    },
  );

  server.get(
    `${PREFIX}/catalog/status`,
    { config: { roles: ['super'] }, schema: { response: { 200: catalogStatusResponseSchema } } },
    async () => {
      const [environments, headers, lease] = await Promise.all([
        options.environments.list(),
        options.store.headers(),
        options.lease.current(),
      ]);
      const byName = new Map(headers.map((header) => [header.environment, header]));
      return {
        replica: options.lease.holder,
        leaseHolder: lease && lease.expiresAt > 0 ? lease.holder : null,
        leaseExpiresAt: lease?.expiresAt ?? null,
        collecting: options.collector.running,
        environments: environments.map((environment) => {
          const header = byName.get(environment.name);
          return {
            environment: environment.name,
            collectedAt: header?.collectedAt ?? null,
            durationMs: header?.durationMs ?? null,
            topicCount: header?.topicCount ?? 0,
            failedBrokers: header?.failedBrokers ?? [],
            collectedBy: header?.collectedBy ?? null,
          };
        }),
      };
    },
  );
}
