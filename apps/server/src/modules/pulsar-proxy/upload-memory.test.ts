// Issue 12 item 7: six tenant admins' 64 MiB function packages at once, through the real server process,
// add less than 100 MB to its resident memory, and every byte reaches the broker. What the process holds
// is only visible from outside it, in /proc/<pid>/status. Runs once (SQLite): the database plays no part.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable, pipeline } from 'node:stream';
import { newUserCredentials } from '@beacon/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BeaconProcess, startBeaconProcess } from '../../test-support/beacon-process.ts';

const UPLOADS = 6;
const BODY_BYTES = 64 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x5a);
const BOUNDARY = 'beacon-memory-test';
const MB = 1000 * 1000;

/** A broker that answers the environment's connection test and drains and counts every upload. */
async function startSinkBroker() {
  let received = 0;
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/admin/v2/clusters') {
      response.setHeader('content-type', 'application/json');
      return response.end('["standalone"]');
    }
    if (request.method === 'GET' && request.url === '/admin/v2/brokers/version') {
      response.setHeader('content-type', 'application/json');
      return response.end('4.0.7');
    }
    request.on('data', (chunk: Buffer) => (received += chunk.length));
    request.on('end', () => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A multipart function upload of exactly BODY_BYTES, generated as it is sent. */
function functionUpload(): { length: number; body: () => Readable } {
  const head = Buffer.from(
    [
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="functionConfig"',
      'Content-Type: application/json',
      '',
      JSON.stringify({ tenant: 'acme', namespace: 'ns', inputs: ['persistent://acme/ns/in'] }),
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="data"; filename="fn.jar"',
      'Content-Type: application/octet-stream',
      '',
      '',
    ].join('\r\n'),
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const packageBytes = BODY_BYTES - head.length - tail.length;
  return {
    length: BODY_BYTES,
    body: () =>
      Readable.from(
        (function* () {
          yield head;
          for (let sent = 0; sent < packageBytes; sent += CHUNK.length)
            yield CHUNK.subarray(0, Math.min(CHUNK.length, packageBytes - sent));
          yield tail;
        })(),
      ),
  };
}

async function residentBytes(pid: number): Promise<{ rss: number; hwm: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
  return { rss: kilobytes('VmRSS'), hwm: kilobytes('VmHWM') };
}

interface Session {
  token: string;
  xsrf: string;
}

describe.skipIf(process.env.BEACON_TEST_DIALECT === 'postgres' || process.platform !== 'linux')(
  'six concurrent 64 MiB uploads through the real server',
  () => {
    let dataDir: string;
    let beacon: BeaconProcess;
    let broker: Awaited<ReturnType<typeof startSinkBroker>>;
    const superuser = newUserCredentials('admin');
    const alice = newUserCredentials('alice');

    const call = async (session: Session | undefined, method: string, url: string, body?: object) => {
      const response = await fetch(`${beacon.url}${url}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(session
            ? { token: session.token, 'x-xsrf-token': session.xsrf, cookie: `XSRF-TOKEN=${session.xsrf}` }
            : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return response;
    };
    const login = async (username: string, password: string): Promise<Session> => {
      const response = await call(undefined, 'POST', '/pulsar-manager/login', { username, password });
      expect(response.status).toBe(200);
      const xsrf = response.headers
        .getSetCookie()
        .map((cookie) => /^XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1])
        .find(Boolean);
      return { token: response.headers.get('token')!, xsrf: xsrf! };
    };

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'beacon-upload-memory-'));
      broker = await startSinkBroker();
      beacon = await startBeaconProcess({
        BEACON_DATA_DIR: dataDir,
        BEACON_SUPERUSER_NAME: superuser.username,
        BEACON_SUPERUSER_PASSWORD: superuser.password,
      });
      const admin = await login(superuser.username, superuser.password);
      const created = await call(admin, 'PUT', '/pulsar-manager/users/user', {
        name: alice.username,
        password: alice.password,
        email: `${alice.username}@example.com`,
        tenants: ['acme'],
      });
      expect(created.status, await created.text()).toBe(200);
      const environment = await call(admin, 'PUT', '/pulsar-manager/environments/environment', {
        name: 'sink',
        broker: broker.url,
        bookie: broker.url,
      });
      expect(environment.status, await environment.text()).toBe(200);
    }, 60_000);

    afterAll(async () => {
      await beacon?.stop();
      await broker?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    const upload = (session: Session, name: string) => {
      const { length, body } = functionUpload();
      return new Promise<number>((resolve, reject) => {
        const request = http.request(`${beacon.url}/admin/v3/functions/acme/ns/${name}`, {
          method: 'POST',
          headers: {
            token: session.token,
            'x-xsrf-token': session.xsrf,
            cookie: `XSRF-TOKEN=${session.xsrf}`,
            environment: 'sink',
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            'content-length': String(length),
          },
        });
        request.on('response', (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        request.on('error', reject);
        pipeline(body(), request, (error) => error && reject(error));
      });
    };

    it('adds less than 100 MB of resident memory and delivers every byte', async () => {
      const session = await login(alice.username, alice.password);
      // Warm up the code paths the uploads take, so their one-off cost is in the baseline.
      expect(await upload(session, 'warm-up')).toBe(204);
      const pid = beacon.child.pid!;
      const before = await residentBytes(pid);
      const receivedBefore = broker.received();
      let peak = before.rss;
      const sampler = setInterval(() => {
        void residentBytes(pid).then(({ rss }) => (peak = Math.max(peak, rss)));
      }, 25);
      const statuses = await Promise.all(
        Array.from({ length: UPLOADS }, (_, index) => upload(session, `fn-${index}`)),
      );
      clearInterval(sampler);
      const after = await residentBytes(pid);
      const added = peak - before.rss;
      console.info(
        `upload memory: RSS before ${(before.rss / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB ` +
          `(+${(added / MB).toFixed(0)} MB), after ${(after.rss / MB).toFixed(0)} MB; VmHWM ${(after.hwm / MB).toFixed(0)} MB`,
      );
      expect(statuses).toEqual(Array(UPLOADS).fill(204));
      expect(broker.received() - receivedBefore).toBe(UPLOADS * BODY_BYTES);
      expect(added).toBeLessThan(100 * MB);
    }, 180_000);
  },
);
