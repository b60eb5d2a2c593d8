// The OpenAPI document (issue 19 item 4): valid OpenAPI 3, for super users, and every documented
// operation answers when called (never 500, never 404 for its own path).
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenApiPaths, operationsWithoutSchemas } from '../../test-support/schema-coverage.ts';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';

interface Document {
  openapi: string;
  paths: OpenApiPaths;
}

describe('GET /pulsar-manager/openapi.json', () => {
  let server: ServerWithSuperuser;
  let session: SessionClient;
  let document: Document;

  beforeAll(async () => {
    server = await createServerWithSuperuser();
    session = await server.loggedIn();
    const answer = await session.request('GET', '/pulsar-manager/openapi.json');
    expect(answer.statusCode).toBe(200);
    document = answer.json<Document>();
  });
  afterAll(() => server.app.close());

  it('is a valid OpenAPI 3 document', async () => {
    expect(document.openapi).toMatch(/^3\./);
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('documents the console routes and not the Pulsar proxy, /metrics or the web files', () => {
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/pulsar-manager/login',
        '/pulsar-manager/users/userInfo',
        '/healthz',
        '/readyz',
        '/pulsar-manager/openapi.json',
      ]),
    );
    expect(
      paths.filter((path) => !path.startsWith('/pulsar-manager/') && !['/healthz', '/readyz'].includes(path)),
    ).toEqual([]);
  });

  it('fails when a route declares no answer schema', () => {
    expect(operationsWithoutSchemas(document.paths)).toEqual([]);
  });

  it('leaves refusals to the default serializer: a route with a 200 schema still answers its error shape', async () => {
    const refused = await session.request('PUT', '/pulsar-manager/users/user', {});
    expect(refused.statusCode).toBe(400);
    const body = refused.json<Record<string, unknown>>();
    expect(typeof body.message).toBe('string');
    expect(body.message).not.toBe('');
    expect(body.reason).toBe(body.message);
    expect(document.paths['/pulsar-manager/users/user']?.put?.responses?.['200']).toBeDefined();
  });

  it('is for super users only', async () => {
    const anonymous = await server.app.server.inject({ method: 'GET', url: '/pulsar-manager/openapi.json' });
    expect(anonymous.statusCode).toBe(401);
    const admin = await server.loggedInTenantAdmin([]);
    expect((await admin.request('GET', '/pulsar-manager/openapi.json')).statusCode).toBe(403);
  });

  it('answers every documented operation without a server error', async () => {
    const called: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        if (path === '/pulsar-manager/logout') continue; // would end the session the loop uses
        // Path parameters filled with a name that exists nowhere: the route answers its own 4xx.
        const url = path.replace(/\{[^}]+\}/g, 'doc-probe');
        const answer = await session.request(
          method.toUpperCase() as 'GET',
          url,
          method === 'get' ? undefined : {},
        );
        called.push(`${method.toUpperCase()} ${path} ${answer.statusCode}`);
        expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(500);
      }
    }
    expect(called.length).toBeGreaterThan(30);
  });
});
