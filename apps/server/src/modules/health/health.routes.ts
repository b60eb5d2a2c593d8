import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/open-database.ts';
import type { CollectorLease } from '../catalog/index.ts';
import { databaseNowMs } from '../catalog/index.ts';

const healthzResponse = z.object({ status: z.literal('ok') });

const leaseState = z.object({
  /** `held-here`: this replica collects; `held`: another does; `lapsed`: nobody renewed it in time. */
  state: z.enum(['held-here', 'held', 'lapsed', 'never-taken', 'unknown']),
  holder: z.string().nullable(),
  expiresAt: z.number().nullable(),
});

const readyzResponse = z.object({
  status: z.enum(['ready', 'database unreachable']),
  /** With `?verbose`: what was checked (the lease is told, never a reason to refuse traffic). */
  checks: z
    .object({
      database: z.object({ reachable: z.boolean(), dialect: z.enum(['sqlite', 'postgres']) }),
      statisticsLease: leaseState,
    })
    .optional(),
});

const readyzQuery = z.object({ verbose: z.string().optional() }).passthrough();

/**
 * /healthz (liveness): the process answers; no dependency is asked, so an outage of the database
 * does not get every replica restarted. /readyz (readiness): it can also reach its database; the
 * statistics-collector lease is reported with `?verbose` but never makes a replica unready (only one
 * replica holds it, and the others must keep serving). See docs/operations.md.
 */
export function registerHealth(
  app: FastifyInstance,
  { database, lease }: { database: DatabaseHandle; lease?: CollectorLease },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/healthz',
    { config: { public: true }, schema: { response: { 200: healthzResponse } } },
    () => ({ status: 'ok' as const }),
  );
  routes.get(
    '/readyz',
    {
      config: { public: true },
      schema: { querystring: readyzQuery, response: { 200: readyzResponse, 503: readyzResponse } },
    },
    async (request, reply) => {
      const reachable = await database.isReachable();
      const status = reachable ? ('ready' as const) : ('database unreachable' as const);
      const verbose = request.query.verbose !== undefined;
      const checks = verbose
        ? {
            database: { reachable, dialect: database.dialect },
            statisticsLease: reachable && lease ? await leaseReport(database, lease) : unknownLease,
          }
        : undefined;
      return reply.code(reachable ? 200 : 503).send(checks ? { status, checks } : { status });
    },
  );
}

const unknownLease = { state: 'unknown' as const, holder: null, expiresAt: null };

async function leaseReport(
  database: DatabaseHandle,
  lease: CollectorLease,
): Promise<z.infer<typeof leaseState>> {
  try {
    const current = await lease.current();
    if (!current) return { state: 'never-taken', holder: null, expiresAt: null };
    // The expiry is in the database's clock (decision 0015): compare it with the same clock.
    const row = await database.db
      .selectNoFrom(databaseNowMs(database.db).as('now'))
      .executeTakeFirstOrThrow();
    const now = Number(row.now);
    const state =
      current.expiresAt <= now ? 'lapsed' : current.holder === lease.holder ? 'held-here' : 'held';
    return { state, holder: current.holder, expiresAt: current.expiresAt };
  } catch {
    return unknownLease;
  }
}
