// How the console's answers become JSON (issue 19 item 4). Every route declares its answer schema for
// the OpenAPI document; fastify-type-provider-zod's own serializer would send `schema.parse(data)`,
// and a zod object drops the keys it does not name, so a schema that forgot a field would silently
// take it out of the answer, breaking Pulsar Manager's clients and the web. This one always sends the
// handler's data as it is and only checks it against the schema:
// - strict (the tests): a mismatch throws, naming the route, the status and zod's issues, so a server
//   test fails whenever a schema does not describe the real answer;
// - lenient (production): a mismatch is logged once per route at warn level and the data is sent.
import type { FastifyBaseLogger, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

export interface AnswerSerializerOptions {
  /** Throw on an answer its schema does not describe (tests) instead of logging it once (production). */
  strict: boolean;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** Strict under Vitest, lenient otherwise. */
export function strictAnswersByDefault(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.VITEST !== undefined;
}

export class AnswerSchemaMismatchError extends Error {
  constructor(route: string, status: string, issues: string) {
    super(`The ${status} answer of ${route} does not match its declared schema:\n${issues}`);
    this.name = 'AnswerSchemaMismatchError';
  }
}

type RouteSchemaDefinition = Parameters<FastifySerializerCompiler<unknown>>[0];

function zodSchemaOf({ schema, method, url }: RouteSchemaDefinition): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  throw new Error(`The answer schema of ${method} ${url} is not a zod schema`);
}

export function answerSerializerCompiler({
  strict,
  log,
}: AnswerSerializerOptions): FastifySerializerCompiler<unknown> {
  return (definition) => {
    const schema = zodSchemaOf(definition);
    const route = `${definition.method} ${definition.url}`;
    const status = definition.httpStatus ?? 'default';
    let warned = false;
    return (data: unknown) => {
      if (!warned) {
        const result = schema.safeParse(data);
        if (!result.success) {
          const issues = z.prettifyError(result.error);
          if (strict) {
            const error = new AnswerSchemaMismatchError(route, status, issues);
            // The error handler turns this into a 500 whose detail goes only to the log, which the
            // tests silence: stderr shows it next to the failing test.
            console.error(error.message);
            throw error;
          }
          warned = true;
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
