// The route end to end for bodies a tenant admin sends: what the body checks refuse never reaches
// the broker whole, whatever the casing, part order or size; super-only operations stay super-only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ErrorResponse } from '@beacon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type FakeBroker,
  type ServerWithSuperuser,
  type SessionClient,
  startFakeBroker,
} from '../../test-support/index.ts';

const BOUNDARY = 'beacon-test-boundary';

interface Part {
  disposition: string;
  content: string | Buffer;
}

function multipart(parts: Part[], contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${part.disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { contentType, payload: Buffer.concat(chunks) };
}

describe('tenant admins’ bodies through the proxy', () => {
  let server: ServerWithSuperuser;
  let broker: FakeBroker;
  let tenantAdmin: SessionClient;

  beforeAll(async () => {
    broker = await startFakeBroker({ answer: () => ({ status: 204 }) });
    server = await createServerWithSuperuser({ proxySessionRate: 0 });
    const superSession = await server.loggedIn();
    await superSession.addEnvironment({ name: 'prod', broker: broker.url });
    tenantAdmin = await server.loggedInTenantAdmin(['ta']);
  });
  afterAll(async () => {
    await server.app.close();
    await broker.close();
  });

  const send = (method: 'POST' | 'PUT', url: string, contentType: string, payload: Buffer | string) =>
    server.app.server.inject({
      method,
      url,
      headers: {
        token: tenantAdmin.token!,
        'x-xsrf-token': tenantAdmin.xsrf!,
        cookie: `XSRF-TOKEN=${tenantAdmin.xsrf}`,
        environment: 'prod',
        'content-type': contentType,
      },
      payload,
    });
  const brokerSaw = (path: string) => broker.requests.filter((request) => request.url === path).length;

  it('refuses the review’s bypasses: capitalised content type, parameters in another order', async () => {
    const crossing = JSON.stringify({
      tenant: 'ta',
      namespace: 'ns1',
      inputs: ['persistent://tb/ns/secrets'],
    });
    const path = '/admin/v3/functions/ta/ns1/bypass';
    for (const body of [
      multipart(
        [{ disposition: 'form-data; name="functionConfig"', content: crossing }],
        `Multipart/Form-Data; boundary=${BOUNDARY}`,
      ),
      multipart([{ disposition: 'form-data; filename="x"; name="functionConfig"', content: crossing }]),
      multipart([{ disposition: 'FORM-DATA; NAME="FunctionConfig"', content: crossing }]),
      multipart([
        { disposition: 'form-data; name="functionConfig"', content: '{"tenant":"ta","namespace":"ns1"}' },
        { disposition: 'form-data; name="url"', content: 'http://attacker.example/evil.jar' },
      ]),
      multipart([{ disposition: 'form-data; name="url"', content: 'function://tb/ns/theirs@1' }]),
      multipart([{ disposition: 'form-data; name="url"', content: 'file:/etc/passwd' }]),
    ]) {
      const response = await send('POST', path, body.contentType, body.payload);
      expect(response.statusCode, response.body).toBe(403);
    }
    expect(brokerSaw(path)).toBe(0);
  });

  it('refuses a forbidden package URL that follows a large package part, before the broker has it whole', async () => {
    const path = '/admin/v3/functions/ta/ns1/large';
    const body = multipart([
      { disposition: 'form-data; name="data"; filename="f.jar"', content: Buffer.alloc(3 * 1024 * 1024, 7) },
      { disposition: 'form-data; name="url"', content: 'https://attacker.example/evil.jar' },
    ]);
    const response = await send('POST', path, body.contentType, body.payload);
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorResponse>().message).toContain('https://attacker.example/evil.jar');
    expect(brokerSaw(path)).toBe(0);

    const own = multipart([
      { disposition: 'form-data; name="data"; filename="f.jar"', content: Buffer.alloc(3 * 1024 * 1024, 7) },
      {
        disposition: 'form-data; name="functionConfig"',
        content: JSON.stringify({ tenant: 'ta', namespace: 'ns1', inputs: ['persistent://ta/ns1/in'] }),
      },
    ]);
    expect((await send('POST', path, own.contentType, own.payload)).statusCode).toBe(204);
    const received = broker.requests.find((request) => request.url === path);
    expect(Buffer.byteLength(received?.body ?? '', 'utf8')).toBeGreaterThan(3 * 1024 * 1024);
  });

  it('answers 403, not a hang-up, when the refusal comes after the first MiB arrived over a socket', async () => {
    await server.app.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.server.address() as AddressInfo;
    const path = '/admin/v3/functions/ta/ns1/socket';
    const body = multipart([
      { disposition: 'form-data; name="data"; filename="f.jar"', content: Buffer.alloc(3 * 1024 * 1024, 7) },
      { disposition: 'form-data; name="url"', content: 'http://attacker.example/evil.jar' },
    ]);
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          headers: {
            token: tenantAdmin.token!,
            'x-xsrf-token': tenantAdmin.xsrf!,
            cookie: `XSRF-TOKEN=${tenantAdmin.xsrf}`,
            environment: 'prod',
            'content-type': body.contentType,
            'content-length': String(body.payload.length),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      // In 64 KiB pieces, as a browser's upload arrives.
      for (let offset = 0; offset < body.payload.length; offset += 64 * 1024) {
        request.write(body.payload.subarray(offset, offset + 64 * 1024));
      }
      request.end();
    });
    expect(answer.status, answer.text).toBe(403);
    expect(brokerSaw(path)).toBe(0);
  });

  it('refuses a shadow topic or shadow source in another tenant, and passes its own', async () => {
    const topic = '/admin/v2/persistent/ta/ns1/shadowed';
    const foreign = await send(
      'PUT',
      topic,
      'application/json',
      '{"PULSAR.SHADOW_SOURCE":"persistent://tb/ns/src"}',
    );
    expect(foreign.statusCode).toBe(403);
    const shadows = await send(
      'PUT',
      `${topic}/shadowTopics`,
      'application/json',
      '["persistent://tb/ns/copy"]',
    );
    expect(shadows.statusCode).toBe(403);
    expect(brokerSaw(topic) + brokerSaw(`${topic}/shadowTopics`)).toBe(0);
    const own = await send(
      'PUT',
      topic,
      'application/json',
      '{"PULSAR.SHADOW_SOURCE":"persistent://ta/ns1/src"}',
    );
    expect(own.statusCode).toBe(204);
    expect(brokerSaw(topic)).toBe(1);
  });

  it('keeps Pulsar’s super-user-only namespace operations from tenant admins', async () => {
    const path = '/admin/v2/namespaces/ta/ns1/persistence/bookieAffinity';
    const response = await send('POST', path, 'application/json', '{"bookkeeperAffinityGroupPrimary":"g"}');
    expect(response.statusCode).toBe(403);
    expect(brokerSaw(path)).toBe(0);
  });
});
