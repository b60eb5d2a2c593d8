// The facts of Pulsar's 4.0.7 OpenAPI files, committed in packages/pulsar-admin/openapi/4.0.7/ so a
// fresh clone tests without the source files beside it (docs/decisions/0051). One JSON per source
// file: its base path, each operation's method, path, parameters and response schema per status, and
// the definitions those schemas reach; no prose. scripts/extract-operations.ts writes them; the
// generator, the simulator's contract check, test-kit's operation list and the endpoint fuzz read them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Pulsar's seven OpenAPI files, in the order they are searched. */
export const OPENAPI_FILES = [
  'swagger.json',
  'swaggerfunctions.json',
  'swaggersource.json',
  'swaggersink.json',
  'swaggerpackages.json',
  'swaggertransactions.json',
  'swaggerlookup.json',
] as const;

export type OpenApiFile = (typeof OPENAPI_FILES)[number];

/** Where the committed facts live. */
export const OPERATIONS_DIR = fileURLToPath(new URL('../openapi/4.0.7/', import.meta.url));

/** The committed file holding the facts of one source file: `swagger.json` → `swagger.operations.json`. */
export function operationsFileOf(file: string): string {
  return `${OPERATIONS_DIR}${file.replace(/\.json$/, '')}.operations.json`;
}

/** A Swagger 2.0 schema (JSON Schema draft-04 with extra keywords), prose removed. */
export interface OpenApiSchema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: readonly string[];
  default?: unknown;
  items?: OpenApiSchema;
  uniqueItems?: boolean;
  readOnly?: boolean;
  properties?: Record<string, OpenApiSchema>;
  additionalProperties?: OpenApiSchema | boolean;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'body' | 'formData';
  required: boolean;
  /** Every parameter but a body has a type; a body has a schema. */
  type?: string;
  format?: string;
  enum?: readonly string[];
  default?: unknown;
  items?: OpenApiSchema;
  collectionFormat?: string;
  schema?: OpenApiSchema;
}

export interface OpenApiOperation {
  /** Upper case: `GET`, `PUT`, `POST`, `DELETE`. */
  method: string;
  /** The path under the file's base path, e.g. `/tenants/{tenant}`. */
  path: string;
  parameters: OpenApiParameter[];
  /** Every declared status; `schema` only where the status declares a body. */
  responses: Record<string, { schema?: OpenApiSchema }>;
}

export interface OpenApiFacts {
  file: OpenApiFile;
  /** What wrote the file, and from what. */
  generatedBy: string;
  basePath: string;
  operations: OpenApiOperation[];
  /** The definitions the operations' schemas reach, directly or through other definitions. */
  definitions: Record<string, OpenApiSchema>;
}

/** The committed facts of one file. */
export function readOperations(file: OpenApiFile): OpenApiFacts {
  return JSON.parse(readFileSync(operationsFileOf(file), 'utf8')) as OpenApiFacts;
}

/** The committed facts of every file, in OPENAPI_FILES order. */
export function readAllOperations(): OpenApiFacts[] {
  return OPENAPI_FILES.map(readOperations);
}

/** The full path template of an operation, base path included: `/admin/v2/tenants/{tenant}`. */
export function fullPath(facts: Pick<OpenApiFacts, 'basePath'>, operation: OpenApiOperation): string {
  return (facts.basePath === '/' ? '' : facts.basePath) + operation.path;
}
