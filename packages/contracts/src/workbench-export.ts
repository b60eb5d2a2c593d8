// Exports of the workbench (issue 30 item 5, decision 0073): a read, as the read request names it,
// downloaded as JSON lines or CSV. The export grant is needed in every tenant read; masking applies.
import { z } from 'zod';
import { API_PREFIX } from './session.ts';
import { workbenchReadRequestSchema } from './workbench.ts';

export const WORKBENCH_EXPORT_PATH = `${API_PREFIX}/workbench/export`;
export const EXPORT_FORMATS = ['jsonl', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  jsonl: 'application/x-ndjson',
  csv: 'text/csv; charset=utf-8',
};
export const MAX_EXPORT_COLUMNS = 100;

/** A message's own fields a CSV column may name besides `value…` and `properties.<name>`. */
export const EXPORT_MESSAGE_FIELDS = [
  'topic',
  'id',
  'publishTime',
  'eventTime',
  'key',
  'producer',
  'size',
] as const;

/** A CSV column: a field of the message, `value`, `value.<path>` or `properties.<name>`. */
export const exportColumnSchema = z
  .string()
  .trim()
  .max(512)
  .regex(
    new RegExp(`^(${EXPORT_MESSAGE_FIELDS.join('|')}|value(\\.[^.\\s]+)*|properties\\.\\S+)$`),
    `A column is ${EXPORT_MESSAGE_FIELDS.join(', ')}, value, value.<path> or properties.<name>`,
  );

export const workbenchExportRequestSchema = z
  .object({
    // The read's own fields; its refinement (topics or a pattern) is repeated below.
    ...workbenchReadRequestSchema.shape,
    format: z.enum(EXPORT_FORMATS),
    /** The CSV's columns, in order; JSON lines carry every field. */
    columns: z.array(exportColumnSchema).min(1).max(MAX_EXPORT_COLUMNS).optional(),
  })
  .refine((request) => (request.topics === undefined) !== (request.pattern === undefined), {
    message: 'Name the topics to read, or a namespace and a regex, not both',
  })
  .refine((request) => request.format !== 'csv' || request.columns !== undefined, {
    message: 'A CSV export names its columns',
    path: ['columns'],
  });
export type WorkbenchExportRequest = z.input<typeof workbenchExportRequestSchema>;
export type WorkbenchExport = z.output<typeof workbenchExportRequestSchema>;
