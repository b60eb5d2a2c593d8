import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REQUEST_HEADERS } from '@beacon/contracts';
import { newUserCredentials } from '@beacon/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { createTestServer, type TestServer } from '../test-support/index.ts';

// BEACON_BASE_PATH (issue 32 item 2, decision 0091): everything under the prefix, nothing outside
// it but the probes; the page's assets and its base path, the cookies' Path, and the CSP hash of
// the first-paint script as served. The whole path through a real nginx is the browser journey's
// (e2e/auth/base-path.spec.ts).

describe('BEACON_BASE_PATH', () => {
  it('takes /name or /name/name, without the trailing slash; / is the root', () => {
    expect(loadConfig({ BEACON_BASE_PATH: '/pulsar/' }).basePath).toBe('/pulsar');
    expect(loadConfig({ BEACON_BASE_PATH: '/ops/pulsar-console' }).basePath).toBe('/ops/pulsar-console');
    expect(loadConfig({ BEACON_BASE_PATH: '/' }).basePath).toBe('');
    expect(loadConfig({}).basePath).toBe('');
  });

  it.each(['pulsar', '/a/../b', '/..', '/pul sar', '/pulsar//x', '/p"x', '/%2e%2e', '/a?b'])(
    'stops the start on %j, naming the variable',
    (value) => {
      expect(() => loadConfig({ BEACON_BASE_PATH: value })).toThrow(ConfigError);
      expect(() => loadConfig({ BEACON_BASE_PATH: value })).toThrow(/BEACON_BASE_PATH .*not a base path/);
    },
  );
});

describe('Beacon under /pulsar', () => {
  const bodyScript =
    '(function(){var m=document.querySelector(\'meta[name="beacon-base-path"]\');' +
    'if(location.pathname!==(m?m.content:"")+"/login")return;})()';
  let app: TestServer;
  let webDir: string;
  const admin = newUserCredentials('admin');

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-base-path-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc.js'), 'export {};');
    // As Vite builds it with base './': asset addresses relative to the page.
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><link rel="stylesheet" href="./assets/index-abc.css"></head>' +
        `<body><div id="root"></div><script>${bodyScript}</script>` +
        '<script>["./assets/index-abc.js"].forEach(function(u){})</script></body></html>',
    );
    app = await createTestServer({ webDir, basePath: '/pulsar' });
    await app.superuserBootstrap.seedFromConfig(admin.username, admin.password);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("serves the console's page under the prefix, its assets and base path written in", async () => {
    const page = await app.server.inject({ url: '/pulsar/management/tenants?environment=prod' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<head><meta name="beacon-base-path" content="/pulsar">');
    expect(page.body).toContain('href="/pulsar/assets/index-abc.css"');
    expect(page.body).toContain('["/pulsar/assets/index-abc.js"]');
    expect(page.body).not.toContain('./assets/');
    // The prefix itself, with or without its slash, and index.html are the page too.
    for (const url of ['/pulsar', '/pulsar/', '/pulsar?x=1', '/pulsar/index.html']) {
      expect((await app.server.inject({ url })).body, url).toContain('content="/pulsar"');
    }
    const asset = await app.server.inject({ url: '/pulsar/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('export {};');
  });

  it('allows the inline scripts as served, by hash', async () => {
    const page = await app.server.inject({ url: '/pulsar/login' });
    const policy = String(page.headers['content-security-policy']);
    const served = '["/pulsar/assets/index-abc.js"].forEach(function(u){})';
    for (const source of [bodyScript, served]) {
      const hash = crypto.createHash('sha256').update(source).digest('base64');
      expect(policy).toContain(`'sha256-${hash}'`);
    }
  });

  it('answers nothing outside the prefix but the probes', async () => {
    for (const url of [
      '/login',
      '/pulsar-manager/users/userInfo',
      '/admin/v2/clusters',
      '/assets/index-abc.js',
      '/pulsarx/login',
    ]) {
      const answer = await app.server.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json<{ message: string }>().message, url).toContain('served under /pulsar/');
    }
    for (const url of ['/healthz', '/readyz', '/pulsar/healthz', '/pulsar/readyz']) {
      expect((await app.server.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it('signs in under the prefix, with cookies scoped to it, and the API answers there', async () => {
    const csrf = await app.server.inject({ url: '/pulsar/pulsar-manager/csrf-token' });
    const xsrf = csrf.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    expect(xsrf?.path).toBe('/pulsar');
    const login = await app.server.inject({
      method: 'POST',
      url: '/pulsar/pulsar-manager/login',
      headers: {
        'x-xsrf-token': xsrf!.value,
        cookie: `XSRF-TOKEN=${xsrf!.value}`,
        // As Beacon's web asks: the session as an HttpOnly cookie (decision 0019).
        [REQUEST_HEADERS.sessionCookie]: 'cookie',
      },
      payload: { username: admin.username, password: admin.password },
    });
    expect(login.statusCode).toBe(200);
    const session = login.cookies.find((cookie) => cookie.name === 'Admin-Token');
    expect(session).toMatchObject({ path: '/pulsar', httpOnly: true });
    const userInfo = await app.server.inject({
      url: '/pulsar/pulsar-manager/users/userInfo',
      headers: { cookie: `Admin-Token=${session!.value}` },
    });
    expect(userInfo.statusCode).toBe(200);
    expect(userInfo.json()).toMatchObject({ userName: admin.username });
  });
});
