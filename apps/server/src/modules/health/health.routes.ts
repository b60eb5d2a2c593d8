import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/open-database.ts';

/** /healthz: the process answers. /readyz: it can also reach its database. */
export function healthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/healthz', { config: { public: true } }, () => ({ status: 'ok' }));
  app.get('/readyz', { config: { public: true } }, async (_request, reply) => {
    const reachable = await database.isReachable();
    return reply.code(reachable ? 200 : 503).send({ status: reachable ? 'ready' : 'database unreachable' });
  });
}
