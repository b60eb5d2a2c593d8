// The audit trail, newest first, for super users: a page at a time for the screen, or all of it as
// CSV. Records are append-only: there is no call that changes or deletes one.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX, auditFilterSchema, auditPageSchema, auditQuerySchema } from '@beacon/contracts';
import { textAnswer } from '../api-docs/index.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import { auditCsv, auditCsvFileName } from './audit-csv.ts';
import { auditBatches, auditPage } from './audit-query.ts';

/** Rows per read of a CSV export: small enough to stay light, large enough to be few round trips. */
export const AUDIT_CSV_BATCH = 500;

export function registerAudit(
  app: FastifyInstance,
  { db, clock }: { db: Kysely<Database>; clock: Clock },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    `${API_PREFIX}/audit`,
    {
      config: { roles: ['super'] },
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request) => {
      const { page_num: page, page_size: pageSize, ...filter } = request.query;
      return auditPage(db, filter, page, pageSize);
    },
  );
  // Streamed, not capped: the whole matching trail, read in batches (see auditBatches).
  routes.get(
    `${API_PREFIX}/audit.csv`,
    {
      config: { roles: ['super'] },
      schema: {
        querystring: auditFilterSchema,
        response: {
          200: textAnswer('text/csv', 'The matching audit trail as CSV, newest first (an attachment)'),
        },
      },
    },
    async (request, reply) => {
      const lines = auditCsv(auditBatches(db, request.query, AUDIT_CSV_BATCH));
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${auditCsvFileName(clock.now())}"`)
          // A stream goes out as it is, never through the answer serializer; the type says string.
          .send(Readable.from(lines) as unknown as string)
      );
    },
  );
}
