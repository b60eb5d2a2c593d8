// The console's API as an OpenAPI 3 document (issue 19 item 4): @fastify/swagger collects every route
// registered after it, fastify-type-provider-zod turns each route's zod schemas into JSON Schema.
// Documented: Beacon's own routes (/pulsar-manager/*, the health probes). Not documented: the Pulsar
// proxy (/admin/*, /lookup/*, ...: Pulsar's own API, described by Pulsar's OpenAPI), /metrics
// (Prometheus' format) and the web app's files.
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@beacon/contracts';

export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
const DOCUMENTED_EXACT = new Set(['/healthz', '/readyz']);

export function isDocumentedUrl(url: string): boolean {
  return DOCUMENTED_EXACT.has(url) || url.startsWith(`${API_PREFIX}/`);
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformOutput = ReturnType<typeof jsonSchemaTransform>;
type Answers = Record<string, Record<string, unknown>>;

/** jsonSchemaTransform keeps only an answer's description and content: put its `headers` back. */
function withAnswerHeaders(input: TransformInput, output: TransformOutput): TransformOutput {
  const declared = (input.schema as { response?: Answers } | undefined)?.response;
  const transformed = (output.schema as { response?: Answers } | undefined)?.response;
  if (!declared || !transformed) return output;
  for (const [status, answer] of Object.entries(declared)) {
    const headers = answer.headers;
    const target = transformed[status];
    if (headers !== undefined && target !== undefined) target.headers = headers;
  }
  return output;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Beacon console API',
        description:
          'The console API of Beacon, the admin console for Apache Pulsar (Pulsar Manager compatible). Calls need the session token from POST /pulsar-manager/login in the `token` header; writes also need the CSRF token from GET /pulsar-manager/csrf-token in `X-XSRF-TOKEN` (and its cookie). Pulsar admin calls are proxied under /admin/v2, /admin/v3, /lookup and /topics with the `environment` header and follow Pulsar’s own REST API.',
        version: '1',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'header', name: 'token' },
        },
      },
      security: [{ session: [] }],
    },
    // HEAD mirrors GET; listing it twice says nothing more.
    exposeHeadRoutes: false,
    transform: (input: TransformInput) => {
      if (!isDocumentedUrl(input.url)) return { schema: { hide: true }, url: input.url };
      return withAnswerHeaders(input, jsonSchemaTransform(input));
    },
  });
}
