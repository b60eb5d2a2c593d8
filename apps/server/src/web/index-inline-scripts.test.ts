import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/index.ts';

// The built index.html carries two small inline scripts that choose the stored language and theme
// before the first paint (decision 0029). The CSP must allow exactly those, by hash, and nothing else.
const headScript = "document.documentElement.dataset.theme='dark';";
const bodyScript = "document.getElementById('root').textContent='x';";
const hashOf = (source: string) => `'sha256-${crypto.createHash('sha256').update(source).digest('base64')}'`;

function scriptSources(policy: string): string[] {
  const directive = policy.split('; ').find((part) => part.startsWith('script-src '));
  return directive?.split(' ').slice(1) ?? [];
}

describe('the CSP of a built index.html with inline scripts', () => {
  let app: TestServer;
  let webDir: string;

  beforeAll(() => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-web-inline-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      `<!doctype html><head><script>${headScript}</script>` +
        '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
        `<body><div id="root"></div><script>${bodyScript}</script></body>`,
    );
  });
  afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));
  beforeEach(async () => {
    app = await createTestServer({ webDir });
  });
  afterEach(() => app.close());

  it('allows our own origin and exactly the hashes of the inline scripts it serves', async () => {
    const response = await app.server.inject({ url: '/login' });
    const policy = String(response.headers['content-security-policy']);
    expect(scriptSources(policy)).toEqual(["'self'", hashOf(headScript), hashOf(bodyScript)]);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('refuses an edited inline script: its hash is not among the allowed ones', async () => {
    const response = await app.server.inject({ url: '/management/tenants' });
    const allowed = scriptSources(String(response.headers['content-security-policy']));
    expect(allowed).not.toContain(hashOf(`${bodyScript} `));
  });
});

describe('the CSP without a built web app', () => {
  it('allows scripts from our own origin only', async () => {
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-web-none-'));
    const app = await createTestServer({ webDir: emptyDir });
    try {
      const response = await app.server.inject({ url: '/healthz' });
      expect(scriptSources(String(response.headers['content-security-policy']))).toEqual(["'self'"]);
    } finally {
      await app.close();
      fs.rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});
