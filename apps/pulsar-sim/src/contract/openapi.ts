import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AjvDraft04Module from 'ajv-draft-04';
import type { ValidateFunction } from 'ajv';

// Validates answers against the official Pulsar 4.0.7 Swagger 2.0 files (../shared/pulsar-openapi).
// Swagger 2.0 schemas are JSON Schema draft-04 with extra keywords, hence ajv-draft-04, strict off.

const OPENAPI_DIR =
  process.env.PULSAR_OPENAPI_DIR ??
  fileURLToPath(new URL('../../../../../shared/pulsar-openapi/4.0.7/', import.meta.url));

interface SwaggerResponse {
  schema?: unknown;
}
interface SwaggerDocument {
  basePath: string;
  paths: Record<string, Record<string, { responses?: Record<string, SwaggerResponse> }>>;
  definitions: Record<string, unknown>;
}

const FILES = [
  'swagger.json',
  'swaggerfunctions.json',
  'swaggersource.json',
  'swaggersink.json',
  'swaggerlookup.json',
];

const documents: { name: string; document: SwaggerDocument }[] = FILES.map((name) => ({
  name,
  document: JSON.parse(readFileSync(`${OPENAPI_DIR}${name}`, 'utf8')) as SwaggerDocument,
}));

// ajv-draft-04 is CommonJS: its class is the module's `default` property.
const ajv = new AjvDraft04Module.default({ strict: false, validateFormats: false, allErrors: true });
for (const { name, document } of documents) ajv.addSchema({ definitions: document.definitions }, name);

const compiled = new Map<string, ValidateFunction>();

/** The declared response schema of `METHOD /full/path/{template}` for a status, and its file. */
export function responseSchema(
  method: string,
  fullPathTemplate: string,
  status: number,
): { file: string; schema: unknown } | undefined {
  for (const { name, document } of documents) {
    const base = document.basePath === '/' ? '' : document.basePath;
    if (!fullPathTemplate.startsWith(base)) continue;
    const operation = document.paths[fullPathTemplate.slice(base.length)]?.[method.toLowerCase()];
    const response = operation?.responses?.[String(status)];
    if (response) return { file: name, schema: response.schema };
  }
  return undefined;
}

/** Errors of validating `body` against the response schema; throws when the operation is unknown. */
export function validateResponse(
  method: string,
  fullPathTemplate: string,
  status: number,
  body: unknown,
): string[] {
  const found = responseSchema(method, fullPathTemplate, status);
  if (!found) throw new Error(`No ${String(status)} response declared for ${method} ${fullPathTemplate}`);
  if (found.schema === undefined) return [];
  const key = `${found.file} ${method} ${fullPathTemplate} ${String(status)}`;
  let validate = compiled.get(key);
  if (!validate) {
    // Local $refs point into the definitions registered under the file's name.
    const schema = JSON.parse(
      JSON.stringify(found.schema).replaceAll('"#/definitions/', `"${found.file}#/definitions/`),
    ) as object;
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);
}

/** Validates a value against a named definition of the admin file. */
export function validateDefinition(definition: string, value: unknown, file = 'swagger.json'): string[] {
  const validate = ajv.getSchema(`${file}#/definitions/${definition}`);
  if (!validate) throw new Error(`Unknown definition ${definition}`);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);
}
