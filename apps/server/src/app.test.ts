import type { ErrorResponse } from '@beacon/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BEACON_WEB, createTestServer, SessionClient, type TestServer } from './test-support/index.ts';

describe('bad input and unknown paths', () => {
  let app: TestServer;
  beforeEach(async () => {
    app = await createTestServer();
  });
  afterEach(() => app.close());

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/pulsar-manager/login',
      headers: { 'content-type': 'application/json', ...BEACON_WEB },
      payload: '{"username": "a", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().error).toMatch(/^Malformed JSON body/);
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/pulsar-manager/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorResponse>().error).toBe('Request body is larger than 1 MiB');
  });

  it.each([
    ['null', 'application/json'],
    ['[]', 'application/json'],
    ['"text"', 'application/json'],
    ['{"username": 123, "password": "x"}', 'application/json'],
    ['{"username": "a", "password": null}', 'application/json'],
    ['{"username": "a", "password": {"$ne": ""}}', 'application/json'],
    ['{"__proto__": {"admin": true}, "username": "a", "password": "b"}', 'application/json'],
    ['username=a&password=b', 'application/x-www-form-urlencoded'],
    ['<login/>', 'text/xml'],
  ])('answers login body %s (%s) with a 4xx, never a 500', async (payload, contentType) => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/pulsar-manager/login',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json<ErrorResponse>().error).not.toBe('');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const client = new SessionClient(app);
    for (const url of ['/pulsar-manager/no-such-thing', '/api/v2/x']) {
      const response = await client.request('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json<ErrorResponse>().error).toContain('Not found');
    }
    // Everything under /admin belongs to the Pulsar proxy, whose permission table refuses what it
    // does not list (403 with a session); without a session it is simply private.
    const unknownAdmin = await client.request('GET', '/admin/nothing-here');
    expect(unknownAdmin.statusCode).toBe(401);
    expect(unknownAdmin.headers['content-type']).toContain('application/json');
  });

  it('answers a wrong method with 405 and the allowed methods', async () => {
    const response = await app.server.inject({ method: 'DELETE', url: '/pulsar-manager/login' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json<ErrorResponse>().error).toBe(
      'Method DELETE is not allowed for /pulsar-manager/login',
    );
  });

  it('keeps private routes private by default', async () => {
    const response = await app.server.inject({ url: '/pulsar-manager/users/userInfo' });
    expect(response.statusCode).toBe(401);
  });

  it('reports health and readiness', async () => {
    expect((await app.server.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await app.server.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('answers /readyz with 503 when the database is gone', async () => {
    await app.database.close();
    const response = await app.server.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'database unreachable' });
  });

  it('sends security headers and a request id', async () => {
    const response = await app.server.inject({ url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('serving the web app', () => {
  let app: TestServer;
  let webDir: string;
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

  beforeAll(() => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>Beacon</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), script);
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(script));
  });
  afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));
  beforeEach(async () => {
    app = await createTestServer({ webDir });
  });
  afterEach(() => app.close());

  it('answers UI routes with index.html, uncached (history routing)', async () => {
    for (const url of ['/', '/login', '/management/tenants', '/redirect/management/tenants']) {
      const response = await app.server.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets immutable and pre-compressed', async () => {
    const response = await app.server.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('answers a missing asset with 404, not the web app', async () => {
    const response = await app.server.inject({ url: '/assets/missing-000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
