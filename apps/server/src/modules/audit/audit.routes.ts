// The audit trail, newest first, for super users. Records are append-only: there is no call that
// changes or deletes one.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX, pageQuerySchema } from '@beacon/contracts';
import type { Database } from '../../db/tables.ts';

export function auditRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${API_PREFIX}/audit`,
      { config: { roles: ['super'] }, schema: { querystring: pageQuerySchema } },
      async (request) => {
        const { page_num: page, page_size: pageSize } = request.query;
        const rows = await db
          .selectFrom('audit_log')
          .selectAll()
          .orderBy('at', 'desc')
          .orderBy('id')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute();
        const total = await db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow();
        return {
          total: Number(total.total),
          data: rows.map((row) => ({
            at: row.at,
            actor: row.actor,
            environment: row.environment,
            action: row.action,
            target: row.target,
            result: row.result,
            detail: row.detail ? (JSON.parse(row.detail) as unknown) : null,
          })),
        };
      },
    );
}
