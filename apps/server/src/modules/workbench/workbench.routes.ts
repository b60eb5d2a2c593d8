// POST {prefix}/workbench/read (issue 30 item 2): a read's messages as JSON lines, streamed while the
// browser reads them. Everything that can be refused is refused before the stream begins, with a 4xx
// and the reason: the caller's grant in each tenant named, the filter, the regex, the topics; after
// that a failure is the stream's last line. Each read is audited: who, what, from where to where, the
// filter, and how many messages were read and handed over.
import {
  WORKBENCH_READ_PATH,
  WORKBENCH_STREAM_TYPE,
  workbenchReadRequestSchema,
  type WorkbenchLine,
} from '@beacon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import type { AuditLog } from '../audit/index.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { OpenReads, startRead } from './start-read.ts';

export interface WorkbenchRoutesOptions {
  db: Kysely<Database>;
  reads: PulsarReads;
  audit: AuditLog;
  /** Shared with the exports: a user's reads and exports count together. */
  openReads?: OpenReads;
}

async function* jsonLines(lines: AsyncGenerator<WorkbenchLine>): AsyncGenerator<string> {
  for await (const line of lines) yield `${JSON.stringify(line)}\n`;
}

export function workbenchRoutes(server: FastifyInstance, options: WorkbenchRoutesOptions): void {
  const { db, reads, audit } = options;
  const openReads = options.openReads ?? new OpenReads();

  server.withTypeProvider<ZodTypeProvider>().post(
    WORKBENCH_READ_PATH,
    {
      schema: {
        body: workbenchReadRequestSchema,
        response: {
          200: {
            description:
              'The read as JSON lines, streamed while the client reads them: started, message…, progress, filter-failed, then end or failed (WorkbenchLine in @beacon/contracts).',
            content: { [WORKBENCH_STREAM_TYPE]: { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const { stream } = await startRead({ db, reads, audit, openReads }, request, {
        body: request.body,
        grant: 'read',
        action: 'message.read',
        render: jsonLines,
      });
      return (
        reply
          .type(WORKBENCH_STREAM_TYPE)
          .header('cache-control', 'no-store')
          // A reverse proxy that buffers would hold a live read's lines back.
          .header('x-accel-buffering', 'no')
          // Fastify sends a stream as it comes, unserialized; the declared string is for the OpenAPI document.
          .send(stream as unknown as string)
      );
    },
  );
}
