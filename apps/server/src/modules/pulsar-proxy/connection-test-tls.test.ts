// TLS failures must be named as such, and a configured CA must make the same broker trusted.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeBroker, startFakeBroker } from '../../test-support/index.ts';
import { type BrokerCredentials, DEFAULT_ADDRESS_POLICY } from '../environments/index.ts';
import { testConnection } from './connection-test.ts';

const test = (url: string, credentials: BrokerCredentials = {}) =>
  testConnection(url, { credentials, timeoutMs: 2000, policy: DEFAULT_ADDRESS_POLICY });

describe('connection test over TLS', () => {
  let broker: FakeBroker;
  let certificate: string;
  let directory: string;

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-tls-'));
    const keyFile = path.join(directory, 'key.pem');
    const certFile = path.join(directory, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    certificate = fs.readFileSync(certFile, 'utf8');
    broker = await startFakeBroker({ tls: { key: fs.readFileSync(keyFile, 'utf8'), cert: certificate } });
  });
  afterAll(async () => {
    await broker.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('reports an untrusted certificate as a TLS failure', async () => {
    const result = await test(broker.url);
    expect(result.status).toBe('unreachable');
    expect(result.message).toMatch(
      /^TLS handshake with 127\.0\.0\.1:\d+ failed: DEPTH_ZERO_SELF_SIGNED_CERT/,
    );
  });

  it('trusts the broker once its CA is configured', async () => {
    const result = await test(broker.url, { tlsCa: certificate });
    expect(result).toMatchObject({ status: 'online', clusters: ['standalone'] });
  });

  it('reports plain HTTP spoken to a TLS port', async () => {
    const result = await test(broker.url.replace('https:', 'http:'));
    expect(result.status).not.toBe('online');
  });
});
