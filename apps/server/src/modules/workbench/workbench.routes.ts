// POST {prefix}/workbench/read (issue 30 item 2): a read's messages as JSON lines, streamed while the
// browser reads them. Everything that can be refused is refused before the stream begins, with a 4xx
// and the reason: the caller's grant in each tenant named, the filter, the regex, the topics; after
// that a failure is the stream's last line. Each read is audited: who, what, from where to where, the
// filter, and how many messages were read and handed over.
import { Readable } from 'node:stream';
import {
  MAX_OPEN_READS,
  MESSAGES,
  WORKBENCH_READ_PATH,
  WORKBENCH_STREAM_TYPE,
  workbenchReadRequestSchema,
  type WorkbenchLine,
} from '@beacon/contracts';
import { FilterSandbox } from '@beacon/message-filter';
import type { MergedReader } from '@beacon/pulsar-reader';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import { TooManyAttemptsError } from '../auth/index.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { requestedEnvironment } from '../../plugins/request-headers.ts';
import type { AuditLog } from '../audit/index.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { accessInEnvironment } from '../users/index.ts';
import { checkedColourRules } from './colour-rules.ts';
import { checkedFilter, openReaders } from './open-read.ts';
import { refuseUnlessMayRead, tenantOf } from './read-access.ts';
import { TopicSchemas } from './topic-schemas.ts';
import { readLines } from './workbench-read.ts';

export interface WorkbenchRoutesOptions {
  db: Kysely<Database>;
  reads: PulsarReads;
  audit: AuditLog;
}

async function* jsonLines(lines: AsyncGenerator<WorkbenchLine>): AsyncGenerator<string> {
  for await (const line of lines) yield `${JSON.stringify(line)}\n`;
}

export function workbenchRoutes(server: FastifyInstance, options: WorkbenchRoutesOptions): void {
  const { db, reads, audit } = options;
  /** Reads open per user: each holds sockets to brokers and a filter worker. */
  const openReads = new Map<string, number>();

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
      const { user, access: userAccess } = request.auth as Authenticated;
      const environment = requestedEnvironment(request);
      const access = accessInEnvironment(userAccess, environment);
      if (access.roles.length === 0) throw new HttpError(403, MESSAGES.forbidden);
      const body = request.body;
      const named = body.topics ?? [body.pattern!.namespace];
      refuseUnlessMayRead(access, new Set(named.map(tenantOf)));
      const filter = checkedFilter(body.filter);
      const colours = checkedColourRules(body.colours);
      const open = openReads.get(user.id) ?? 0;
      if (open >= MAX_OPEN_READS)
        throw new TooManyAttemptsError(
          `${String(MAX_OPEN_READS)} reads are open already: stop one before starting another`,
          5,
        );

      openReads.set(user.id, open + 1);
      let released = false;
      /** Frees the user's slot once, whichever end comes first (the read's or the browser's). */
      const release = () => {
        if (released) return;
        released = true;
        const left = (openReads.get(user.id) ?? 1) - 1;
        if (left > 0) openReads.set(user.id, left);
        else openReads.delete(user.id);
      };
      const sandbox = new FilterSandbox();
      let reader: MergedReader | undefined;
      let started = false;
      try {
        const target = await reads.target(environment);
        ({ reader } = await openReaders(reads, target, sandbox, body));
        // Completed with the counts when the read ends (audit.complete writes the detail whole).
        const detail = {
          partitions: reader.topics.length,
          start: body.start,
          stop: body.stop,
          limit: body.limit,
          ...(filter ? { filter } : {}),
          ...(body.colours?.length ? { colours: body.colours } : {}),
        };
        const auditId = await audit.record(db, {
          actor: user.name,
          environment: target.environment.name,
          action: 'message.read',
          target: body.topics?.join(', ') ?? `${body.pattern!.namespace} ~ ${body.pattern!.regex}`,
          result: 'pending',
          detail,
        });
        const opened = reader;
        let ended = false;
        const lines = readLines({
          reader: opened,
          schemas: new TopicSchemas(reads, target),
          stop: body.stop,
          limit: body.limit,
          filter: filter ? { expression: filter, sandbox } : undefined,
          colours: colours.length > 0 ? { expressions: colours, sandbox } : undefined,
          onEnd: ({ read, matched, end }) => {
            ended = true;
            release();
            void sandbox.close();
            audit
              .complete(db, auditId, end === 'failed' ? 'failure' : 'success', {
                ...detail,
                read,
                matched,
                end,
              })
              .catch((error: unknown) =>
                request.log.error({ err: error }, 'auditing the end of a read failed'),
              );
          },
        });
        const stream = Readable.from(jsonLines(lines));
        // A browser gone before the first line was pulled never runs the read's own cleanup (a
        // generator that has not started skips its finally): close the readers here too.
        stream.once('close', () => {
          if (ended) return;
          void opened.close();
          release();
          void sandbox.close();
        });
        started = true;
        return (
          reply
            .type(WORKBENCH_STREAM_TYPE)
            .header('cache-control', 'no-store')
            // A reverse proxy that buffers would hold a live read's lines back.
            .header('x-accel-buffering', 'no')
            // Fastify sends a stream as it comes, unserialized; the declared string is for the OpenAPI document.
            .send(stream as unknown as string)
        );
      } finally {
        if (!started) {
          release();
          void sandbox.close();
          void reader?.close();
        }
      }
    },
  );
}
