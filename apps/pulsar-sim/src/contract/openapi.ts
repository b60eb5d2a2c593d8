import AjvDraft04Module from 'ajv-draft-04';
import type { ValidateFunction } from 'ajv';
import {
  fullPath,
  type OpenApiFacts,
  type OpenApiFile,
  readOperations,
} from '../../../../packages/pulsar-admin/scripts/openapi-operations.ts';

// Validates answers against the official Pulsar 4.0.7 Swagger 2.0 files, through their facts
// committed in packages/pulsar-admin/openapi/4.0.7 (operations, response schemas, definitions).
// Swagger 2.0 schemas are JSON Schema draft-04 with extra keywords, hence ajv-draft-04, strict off.

/** The files searched for an operation, in this order. */
const FILES: readonly OpenApiFile[] = [
  'swagger.json',
  'swaggerfunctions.json',
  'swaggersource.json',
  'swaggersink.json',
  'swaggerlookup.json',
];

const documents: { name: OpenApiFile; facts: OpenApiFacts }[] = FILES.map((name) => ({
  name,
  facts: readOperations(name),
}));

// ajv-draft-04 is CommonJS: its class is the module's `default` property.
const ajv = new AjvDraft04Module.default({ strict: false, validateFormats: false, allErrors: true });
for (const { name, facts } of documents) ajv.addSchema({ definitions: facts.definitions }, name);

const compiled = new Map<string, ValidateFunction>();

/** Whether a file declares `METHOD /full/path/{template}` at all, whatever answers it lists. */
export function declaresOperation(method: string, fullPathTemplate: string): boolean {
  return documents.some(({ facts }) =>
    facts.operations.some(
      (candidate) =>
        candidate.method === method.toUpperCase() && fullPath(facts, candidate) === fullPathTemplate,
    ),
  );
}

/** The declared response schema of `METHOD /full/path/{template}` for a status, and its file. */
export function responseSchema(
  method: string,
  fullPathTemplate: string,
  status: number,
): { file: string; schema: unknown } | undefined {
  for (const { name, facts } of documents) {
    const operation = facts.operations.find(
      (candidate) =>
        candidate.method === method.toUpperCase() && fullPath(facts, candidate) === fullPathTemplate,
    );
    const response = operation?.responses[String(status)];
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
