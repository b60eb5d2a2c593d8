// How the console's answers become JSON (issue 19 item 4). Every route declares its answer schema for
// the OpenAPI document; fastify-type-provider-zod's own serializer would send `schema.parse(data)`,
// and a zod object drops the keys it does not name, so a schema that forgot a field would silently
// take it out of the answer, breaking Pulsar Manager's clients and the web. This one always sends the
// handler's data as it is and only checks it against the schema:
// - strict (the tests): a mismatch throws, naming the route, the status and zod's issues, and so does
//   a key the schema does not name (it would be missing from the document), so a server test fails
//   whenever a schema does not describe the real answer;
// - lenient (production): the first answer of each route and status is checked, a mismatch logged at
//   warn level, and the data sent; later answers are not parsed at all (a check costs CPU time on
//   every answer, and one look per route shows a drift as well as a thousand).
import type { FastifyBaseLogger, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

export interface AnswerSerializerOptions {
  /** Throw on an answer its schema does not describe (tests) instead of logging it once (production). */
  strict: boolean;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export class AnswerSchemaMismatchError extends Error {
  constructor(route: string, status: string, issues: string) {
    super(`The ${status} answer of ${route} does not match its declared schema:\n${issues}`);
    this.name = 'AnswerSchemaMismatchError';
  }
}

type RouteSchemaDefinition = Parameters<FastifySerializerCompiler<unknown>>[0];

/** Where `original` holds a key (with a value) that `parsed`, the schema's reading of it, dropped. */
export function undescribedKeys(original: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(original) && Array.isArray(parsed)) {
    return original.flatMap((entry, index) => undescribedKeys(entry, parsed[index], `${path}[${index}]`));
  }
  if (!isPlainObject(original) || !isPlainObject(parsed)) return [];
  return Object.entries(original).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    if (value === undefined) return [];
    return key in parsed ? undescribedKeys(value, parsed[key], at) : [at];
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function zodSchemaOf({ schema, method, url }: RouteSchemaDefinition): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  throw new Error(`The answer schema of ${method} ${url} is not a zod schema`);
}

/** What makes `data` no answer of `schema`: zod's issues, or keys the schema does not name. */
function strictIssues(schema: z.ZodType, data: unknown): string | undefined {
  const result = schema.safeParse(data);
  if (!result.success) return z.prettifyError(result.error);
  const undescribed = undescribedKeys(data, result.data);
  return undescribed.length > 0
    ? `keys the schema does not name: ${undescribed.slice(0, 10).join(', ')}`
    : undefined;
}

export function answerSerializerCompiler({
  strict,
  log,
}: AnswerSerializerOptions): FastifySerializerCompiler<unknown> {
  return (definition) => {
    const schema = zodSchemaOf(definition);
    const route = `${definition.method} ${definition.url}`;
    const status = definition.httpStatus ?? 'default';
    let checked = false;
    return (data: unknown) => {
      if (strict) {
        const issues = strictIssues(schema, data);
        if (issues !== undefined) {
          const error = new AnswerSchemaMismatchError(route, status, issues);
          // The error handler turns this into a 500 whose detail goes only to the log, which the
          // tests silence: stderr shows it next to the failing test.
          console.error(error.message);
          throw error;
        }
      } else if (!checked) {
        checked = true;
        const result = schema.safeParse(data);
        if (!result.success) {
          log.warn(
            { route, status, issues: result.error.issues },
            'answer does not match its declared schema; sent as it is',
          );
        }
      }
      return JSON.stringify(data);
    };
  };
}
