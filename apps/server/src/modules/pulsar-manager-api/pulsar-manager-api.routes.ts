// The rest of Pulsar Manager's back-end routes its front end and scripts call (decision 0020), with
// its answer shapes. Each route is authorized as the Pulsar call(s) it makes: the permission table
// decides, so a tenant admin reads topics and peeks only in their tenants and the cluster, broker and
// bookie routes are super-only, as the same calls through the proxy are. Refusals are audited.
import {
  bookKeeper,
  brokerStats,
  clusterBrokers,
  clusters,
  topics as topicAdmin,
} from '@beacon/pulsar-admin';
import {
  authorizeProxyCall,
  bookieHeartbeatResponseSchema,
  bookieListResponseSchema,
  brokerListResponseSchema,
  brokerMetricsResponseSchema,
  clusterListResponseSchema,
  dashboardResponseSchema,
  isPulsarName,
  peekedMessagesResponseSchema,
  topicNameListResponseSchema,
} from '@beacon/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { headerValue, requestedEnvironment } from '../../plugins/request-headers.ts';
import { accessInEnvironment } from '../users/index.ts';
import type { AuditLog } from '../audit/index.ts';
import type { CatalogStore, LiveLists } from '../catalog/index.ts';
import { TopicNames } from '../catalog/index.ts';
import type { EnvironmentRepository } from '../environments/index.ts';
import { bookieHeartbeat, listBookies } from './bookies.ts';
import { listBrokers, listClusters } from './clusters-and-brokers.ts';
import { dashboardFigures } from './dashboard.ts';
import { PEEK_MAX_MESSAGES, peekMessages, peekPath } from './peek-messages.ts';
import { pulsarRequestPath } from '../pulsar-proxy/index.ts';
import type { PulsarReads } from './pulsar-reads.ts';
import { unpaged } from './unpaged-list.ts';

export interface PulsarManagerApiOptions {
  reads: PulsarReads;
  live: LiveLists;
  store: CatalogStore;
  environments: EnvironmentRepository;
  audit: AuditLog;
  db: Kysely<Database>;
}

const PREFIX = '/pulsar-manager';

const pulsarName = (what: string) => z.string().refine(isPulsarName, { error: `Invalid ${what} name` });

const peekParams = z.object({
  tenant: pulsarName('tenant'),
  namespace: pulsarName('namespace'),
  topic: z.string().min(1),
  subscription: z.string().min(1),
  count: z.coerce
    .number({ error: 'The number of messages must be a whole number' })
    .int('The number of messages must be a whole number')
    .min(1, 'Messages should greater than 0')
    .max(PEEK_MAX_MESSAGES, `Peek at most ${PEEK_MAX_MESSAGES} messages at once`),
});

export function pulsarManagerApiRoutes(app: FastifyInstance, options: PulsarManagerApiOptions): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { reads } = options;
  const topicNames = new TopicNames(options.live);
  const environmentOf = requestedEnvironment;

  /** Refuses (and audits a 403) unless the caller may make the Pulsar call `path` stands for. */
  const authorize = async (request: FastifyRequest, path: string) => {
    const { user, access } = request.auth as Authenticated;
    const decision = authorizeProxyCall(accessInEnvironment(access, environmentOf(request)), 'GET', path);
    if (decision.allowed) return;
    if (decision.status === 403)
      await options.audit.record(options.db, {
        actor: user.name,
        action: 'pulsar-manager.denied',
        target: `GET ${request.url.split('?')[0] ?? ''}`,
        result: 'failure',
        detail: { as: `GET ${path}` },
      });
    throw new HttpError(decision.status, decision.reason);
  };

  routes.get(
    `${PREFIX}/admin/v2/clusters`,
    { schema: { response: { 200: clusterListResponseSchema } } },
    async (request) => {
      await authorize(request, pulsarRequestPath(clusters.list, {}));
      return listClusters(reads, environmentOf(request));
    },
  );

  routes.get(
    `${PREFIX}/admin/v2/brokers/:cluster`,
    {
      schema: {
        params: z.object({ cluster: pulsarName('cluster') }),
        response: { 200: brokerListResponseSchema },
      },
    },
    async (request) => {
      await authorize(request, pulsarRequestPath(clusterBrokers.list, { cluster: request.params.cluster }));
      return listBrokers(reads, environmentOf(request), request.params.cluster);
    },
  );

  // The broker's own metrics answer, passed on as it is (Pulsar Manager answered its text). Only an
  // active broker of the environment can be named; without one, the environment's URL answers.
  routes.get(
    `${PREFIX}/admin/v2/broker-stats/metrics`,
    {
      schema: {
        querystring: z.object({ broker: z.string().max(512).optional() }),
        response: { 200: brokerMetricsResponseSchema },
      },
    },
    async (request, reply) => {
      const metrics = pulsarRequestPath(brokerStats.metrics, {});
      await authorize(request, metrics);
      const broker = request.query.broker === '' ? undefined : request.query.broker;
      const target = await reads.target(environmentOf(request), { broker });
      const answer = await reads.get(target, metrics);
      await reads.refuseUnlessOk(target, answer);
      // The broker's bytes go out as they are (a Buffer never passes the answer serializer).
      return reply.type('application/json; charset=utf-8').send(answer.body as unknown as never);
    },
  );

  routes.get(
    `${PREFIX}/admin/v2/topics/:tenant/:namespace`,
    {
      schema: {
        params: z.object({ tenant: pulsarName('tenant'), namespace: pulsarName('namespace') }),
        response: { 200: topicNameListResponseSchema },
      },
    },
    async (request) => {
      const { tenant, namespace } = request.params;
      await authorize(
        request,
        pulsarRequestPath(topicAdmin.list, { domain: 'persistent', tenant, namespace }),
      );
      const environment = await options.live.check(environmentOf(request));
      const topics = (await topicNames.of(environment, tenant, namespace))
        .map((topic) => ({
          topic: topic.topic,
          // A string, as Pulsar Manager sent it: its views compare it with '0'.
          partitions: String(topic.partitions),
          persistent: topic.domain,
        }))
        .sort((left, right) =>
          left.persistent === right.persistent ? 0 : left.persistent === 'persistent' ? -1 : 1,
        );
      const { data, ...envelope } = unpaged(topics);
      return { topics: data, ...envelope };
    },
  );

  for (const domain of ['persistent', 'non-persistent'] as const) {
    routes.get(
      `${PREFIX}/admin/v2/${domain}/:tenant/:namespace/:topic/subscription/:subscription/:count`,
      { schema: { params: peekParams, response: { 200: peekedMessagesResponseSchema } } },
      async (request) => {
        const { tenant, namespace, topic, subscription, count } = request.params;
        const peeked = { domain, tenant, namespace, topic, subName: subscription };
        await authorize(request, peekPath(peeked, 1));
        const target = await reads.target(environmentOf(request), {
          cluster: headerValue(request, 'x-pulsar-cluster'),
        });
        const data = await peekMessages(reads, target, peeked, count);
        // A message read, audited as the proxy audits one (issue 28 B19).
        await options.audit.record(options.db, {
          actor: (request.auth as Authenticated).user.name,
          environment: target.environment.name,
          action: 'proxy.message.read',
          target: `GET ${request.url.split('?')[0] ?? ''}`,
          result: 'success',
          detail: { messages: data.length },
        });
        return { data };
      },
    );
  }

  // Pulsar Manager ignored the cluster: an environment has one bookie URL.
  routes.get(
    `${PREFIX}/api/v1/bookies/:cluster`,
    { schema: { response: { 200: bookieListResponseSchema } } },
    async (request) => {
      await authorize(request, pulsarRequestPath(bookKeeper.listBookies, {}));
      return listBookies(reads, environmentOf(request));
    },
  );

  routes.get(
    `${PREFIX}/api/v1/bookies/heartbeat/:bookie`,
    {
      schema: {
        params: z.object({ bookie: z.string().min(1).max(512) }),
        response: { 200: bookieHeartbeatResponseSchema },
      },
    },
    async (request) => {
      await authorize(request, pulsarRequestPath(bookKeeper.listBookies, {}));
      return bookieHeartbeat(reads, environmentOf(request), request.params.bookie);
    },
  );

  // Totals over every environment's infrastructure: super only. Pulsar Manager read the environment
  // names from a JSON body on this GET; HTTP gives a GET body no meaning, so they come as repeated
  // `environment` query parameters, or the `environment` header, or else every environment.
  routes.get(
    `${PREFIX}/dashboard`,
    {
      config: { roles: ['super'] },
      schema: {
        querystring: z.object({
          environment: z.union([z.string().min(1), z.array(z.string().min(1))]).optional(),
        }),
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request) => {
      const asked = request.query.environment ?? environmentOf(request);
      const names = asked === undefined ? undefined : [asked].flat();
      if (names) {
        for (const name of names) await reads.target(name);
      }
      const environments = names ?? (await options.environments.list()).map((row) => row.name);
      return dashboardFigures(options.store, reads, [...new Set(environments)]);
    },
  );
}
