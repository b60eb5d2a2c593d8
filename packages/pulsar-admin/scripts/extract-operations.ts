// Writes packages/pulsar-admin/openapi/4.0.7/*.operations.json: the facts of Pulsar's official
// 4.0.7 OpenAPI files (Swagger 2.0), read from the directory PULSAR_OPENAPI_DIR names (the clone
// itself needs only the committed facts). Facts only: per operation its method, path, parameters (name, in, required,
// type or schema) and response schema per status, plus the definitions those schemas reach; no
// description, summary, example, tags or x-* text (docs/decisions/0051). Keys are kept by name, so an
// unknown one stops the extraction instead of slipping through or vanishing.
// Run `npm run extract-operations --workspace @beacon/pulsar-admin`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  OPENAPI_FILES,
  type OpenApiFacts,
  type OpenApiFile,
  type OpenApiOperation,
  type OpenApiParameter,
  type OpenApiSchema,
  OPERATIONS_DIR,
  operationsFileOf,
} from './openapi-operations.ts';

/** Pulsar's OpenAPI files, where PULSAR_OPENAPI_DIR says; none named means none here. */
export const SOURCE_DIR = process.env.PULSAR_OPENAPI_DIR ?? '(PULSAR_OPENAPI_DIR not set)';

/** Whether the source files are here (a user's clone has only the committed facts). */
export function sourcePresent(): boolean {
  if (process.env.PULSAR_OPENAPI_DIR === undefined) return false;
  return OPENAPI_FILES.every((file) => existsSync(sourceFileOf(file)));
}

export function sourceFileOf(file: string): string {
  return `${SOURCE_DIR}${SOURCE_DIR.endsWith('/') ? '' : '/'}${file}`;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'head', 'patch', 'options']);

/** Schema keywords kept: everything that constrains or types a value. */
const SCHEMA_KEYS = new Set([
  '$ref',
  'type',
  'format',
  'enum',
  'default',
  'items',
  'uniqueItems',
  'readOnly',
  'properties',
  'additionalProperties',
]);
const PARAMETER_KEYS = new Set([
  'name',
  'in',
  'required',
  'type',
  'format',
  'enum',
  'default',
  'collectionFormat',
]);
/** Prose and presentation: dropped wherever they appear. */
const PROSE_KEYS = new Set([
  'description',
  'summary',
  'example',
  'examples',
  'title',
  'tags',
  'externalDocs',
]);
/** Operation fields that are not part of the facts list (docs/decisions/0051). */
const OPERATION_KEYS_DROPPED = new Set(['operationId', 'produces', 'consumes', 'deprecated']);

const isProse = (key: string) => PROSE_KEYS.has(key) || key.startsWith('x-');

type Json = Record<string, unknown>;

function unknownKey(where: string, key: string): never {
  throw new Error(`${where}: unknown key '${key}'; teach scripts/extract-operations.ts whether it is a fact`);
}

function schemaFacts(schema: Json, where: string): OpenApiSchema {
  const kept: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (isProse(key)) continue;
    if (!SCHEMA_KEYS.has(key)) unknownKey(where, key);
    if (key === 'items') kept.items = schemaFacts(value as Json, `${where}.items`);
    else if (key === 'additionalProperties' && typeof value === 'object') {
      kept.additionalProperties = schemaFacts(value as Json, `${where}.additionalProperties`);
    } else if (key === 'properties') {
      kept.properties = Object.fromEntries(
        Object.entries(value as Record<string, Json>).map(([name, property]) => [
          name,
          schemaFacts(property, `${where}.properties.${name}`),
        ]),
      );
    } else kept[key] = value;
  }
  return kept;
}

function parameterFacts(parameter: Json, where: string): OpenApiParameter {
  const kept: Json = {};
  for (const [key, value] of Object.entries(parameter)) {
    if (isProse(key)) continue;
    if (key === 'schema' || key === 'items') kept[key] = schemaFacts(value as Json, `${where}.${key}`);
    else if (PARAMETER_KEYS.has(key)) kept[key] = value;
    else unknownKey(where, key);
  }
  return kept as unknown as OpenApiParameter;
}

function operationFacts(method: string, path: string, operation: Json, where: string): OpenApiOperation {
  for (const key of Object.keys(operation)) {
    if (!isProse(key) && !OPERATION_KEYS_DROPPED.has(key) && key !== 'parameters' && key !== 'responses') {
      unknownKey(where, key);
    }
  }
  const parameters = ((operation.parameters ?? []) as Json[]).map((parameter, index) =>
    parameterFacts(parameter, `${where}.parameters[${String(index)}]`),
  );
  const responses: OpenApiOperation['responses'] = {};
  for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
    const kept: { schema?: OpenApiSchema } = {};
    for (const [key, value] of Object.entries(response)) {
      if (isProse(key)) continue;
      if (key !== 'schema') unknownKey(`${where}.responses.${status}`, key);
      kept.schema = schemaFacts(value as Json, `${where}.responses.${status}.schema`);
    }
    responses[status] = kept;
  }
  return { method: method.toUpperCase(), path, parameters, responses };
}

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

function referencesOf(value: unknown, found: string[]): void {
  if (Array.isArray(value)) for (const item of value) referencesOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') {
        if (!inner.startsWith('#/definitions/')) throw new Error(`unexpected $ref ${inner}`);
        found.push(refName(inner));
      } else referencesOf(inner, found);
    }
  }
}

/** The facts of one parsed Swagger 2.0 document. */
export function extractOperations(file: OpenApiFile, swagger: Json): OpenApiFacts {
  const operations: OpenApiOperation[] = [];
  for (const [path, item] of Object.entries(swagger.paths as Record<string, Json>)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) unknownKey(`${file} ${path}`, method);
      operations.push(operationFacts(method, path, operation as Json, `${file} ${method} ${path}`));
    }
  }
  const sourceDefinitions = (swagger.definitions ?? {}) as Record<string, Json>;
  const reached = new Set<string>();
  const pending: string[] = [];
  referencesOf(operations, pending);
  while (pending.length > 0) {
    const name = pending.pop() ?? '';
    if (reached.has(name)) continue;
    const definition = sourceDefinitions[name];
    if (!definition) throw new Error(`${file} references the missing definition ${name}`);
    reached.add(name);
    referencesOf(definition, pending);
  }
  const definitions: Record<string, OpenApiSchema> = {};
  for (const [name, definition] of Object.entries(sourceDefinitions)) {
    if (reached.has(name)) definitions[name] = schemaFacts(definition, `${file} definitions.${name}`);
  }
  return {
    file,
    generatedBy: `packages/pulsar-admin/scripts/extract-operations.ts from Apache Pulsar 4.0.7's ${file}`,
    basePath: String(swagger.basePath),
    operations,
    definitions,
  };
}

/** The committed text of one file's facts: JSON as Prettier lays it out (`prettier --check .` passes). */
export async function formatOperations(facts: OpenApiFacts): Promise<string> {
  const target = operationsFileOf(facts.file);
  const options = await resolveConfig(target);
  return format(JSON.stringify(facts), { ...options, filepath: target });
}

/** Each committed file's path and the text a fresh extraction gives it; needs the source files. */
export async function extractAll(): Promise<{ target: string; text: string }[]> {
  return Promise.all(
    OPENAPI_FILES.map(async (file) => {
      const swagger = JSON.parse(readFileSync(sourceFileOf(file), 'utf8')) as Json;
      return {
        target: operationsFileOf(file),
        text: await formatOperations(extractOperations(file, swagger)),
      };
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!sourcePresent()) {
    console.error(
      `Pulsar's OpenAPI files are not in ${SOURCE_DIR}: set PULSAR_OPENAPI_DIR to the directory holding ` +
        `${OPENAPI_FILES.join(', ')}.`,
    );
    process.exit(1);
  }
  mkdirSync(OPERATIONS_DIR, { recursive: true });
  for (const { target, text } of await extractAll()) {
    writeFileSync(target, text);
    console.info(`wrote ${target} (${String(Buffer.byteLength(text))} bytes)`);
  }
}
