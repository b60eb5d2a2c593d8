// GET {prefix}/openapi.json: the document, for super users (it lists every administrative route and
// its fields; nothing in it is secret, but it is the map of the admin surface).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPENAPI_PATH } from './openapi.ts';

const openApiDocument = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .describe('The OpenAPI 3 document of this API');

export function registerApiDocs(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(OPENAPI_PATH, { config: { roles: ['super'] }, schema: { response: { 200: openApiDocument } } }, () =>
      openApiDocument.parse(app.swagger()),
    );
}
