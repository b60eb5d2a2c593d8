// POST {prefix}/workbench/export (issue 30 item 5, decision 0073): a read, as the read request names
// it, downloaded as JSON lines or CSV. It is a read like the screen's (startRead): refused before it
// begins unless the caller holds the export grant in every tenant read, masked, limited and audited
// as message.export with the format, the columns and how many messages went out.
import {
  EXPORT_CONTENT_TYPES,
  WORKBENCH_EXPORT_PATH,
  workbenchExportRequestSchema,
  type WorkbenchExport,
} from '@beacon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportRenderer } from './export-rows.ts';
import { startRead, type ReadContext } from './start-read.ts';

/** `messages-<environment>-<what>-<when>.<format>`, in characters every file system takes. */
export function exportFileName(environment: string, body: WorkbenchExport, now: Date): string {
  const what =
    body.topics?.length === 1
      ? body.topics[0]!.replace(/^persistent:\/\//, '')
      : (body.pattern?.namespace ?? `${String(body.topics?.length ?? 0)}-topics`);
  const when = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
  const safe = (text: string) => text.replace(/[^\w.-]+/g, '_');
  return `messages-${safe(environment)}-${safe(what)}-${when}.${body.format}`;
}

export function exportRoutes(server: FastifyInstance, context: ReadContext): void {
  server.withTypeProvider<ZodTypeProvider>().post(
    WORKBENCH_EXPORT_PATH,
    {
      schema: {
        body: workbenchExportRequestSchema,
        response: {
          200: {
            description:
              'The messages read, as a download: one JSON object a line (jsonl), or CSV with a header row of the columns asked for (csv).',
            content: {
              [EXPORT_CONTENT_TYPES.jsonl]: { schema: z.string() },
              [EXPORT_CONTENT_TYPES.csv]: { schema: z.string() },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { format, columns, ...body } = request.body;
      const { stream, environment } = await startRead(context, request, {
        body,
        grant: 'export',
        action: 'message.export',
        detail: { format, ...(columns ? { columns } : {}) },
        render: exportRenderer(format, columns),
      });
      const name = exportFileName(environment, request.body, new Date());
      return (
        reply
          .type(EXPORT_CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'no-store')
          // Fastify sends a stream as it comes, unserialized; the declared string is for the OpenAPI document.
          .send(stream as unknown as string)
      );
    },
  );
}
