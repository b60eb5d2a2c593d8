import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, importPKCS8 } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_SCENARIO_SECRET } from '../scenarios/auth.ts';
import type { RunningSimulator } from '../simulator.ts';
import { getJson, startTestSimulator } from '../test-support/simulator-fixture.ts';

// Auth mode answers as a broker with authenticationEnabled and authorizationEnabled does.

let simulator: RunningSimulator | undefined;
afterEach(async () => {
  await simulator?.close();
  simulator = undefined;
});

const hs256 = (role: string) =>
  new SignJWT({ sub: role })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(Buffer.from(AUTH_SCENARIO_SECRET, 'base64'));
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('token authentication', () => {
  it('answers 401 with the servlet error page when the token is missing or wrong', async () => {
    simulator = await startTestSimulator({ scenario: 'auth' });
    const missing = await getJson(`${simulator.url}/admin/v2/tenants`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    expect(missing.text).toContain('HTTP ERROR 401 Authentication required');
    const forged = await new SignJWT({ sub: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(Buffer.from('another-secret-of-enough-length-123456'));
    expect((await getJson(`${simulator.url}/admin/v2/tenants`, bearer(forged))).status).toBe(401);
  });

  it('lets the super-user in and checks other roles like the authorization provider', async () => {
    simulator = await startTestSimulator({ scenario: 'auth' });
    const admin = bearer(await hs256('admin'));
    expect((await getJson(`${simulator.url}/admin/v2/tenants`, admin)).body).toEqual([
      'acme',
      'public',
      'sample',
    ]);
    const tenantAdmin = bearer(await hs256('sample-admin'));
    expect((await getJson(`${simulator.url}/admin/v2/namespaces/sample`, tenantAdmin)).status).toBe(200);
    expect(await getJson(`${simulator.url}/admin/v2/broker-stats/topics`, tenantAdmin)).toMatchObject({
      status: 401,
      body: { reason: 'This operation requires super-user access' },
    });
    expect(
      await getJson(`${simulator.url}/admin/v2/namespaces/acme/iot/retention`, tenantAdmin),
    ).toMatchObject({
      status: 403,
      body: {
        reason:
          'Unauthorized to validateNamespacePolicyOperation for operation [READ] on namespace [acme/iot] on policy [RETENTION]',
      },
    });
    expect(
      await getJson(`${simulator.url}/admin/v2/persistent/acme/iot/telemetry/partitioned-stats`, tenantAdmin),
    ).toMatchObject({
      status: 401,
      body: {
        reason:
          'Unauthorized to validateTopicOperation for operation [GET_STATS] on topic [persistent://acme/iot/telemetry]',
      },
    });
    expect((await getJson(`${simulator.url}/admin/v2/clusters`, tenantAdmin)).status).toBe(200);
  });

  it('accepts RS256 tokens signed by the private half of the configured public key', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    simulator = await startTestSimulator({
      scenario: 'demo',
      auth: {
        publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        superUserRoles: ['root'],
        authorization: false,
      },
    });
    const key = await importPKCS8(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 'RS256');
    const token = await new SignJWT({ sub: 'anyone' }).setProtectedHeader({ alg: 'RS256' }).sign(key);
    expect((await getJson(`${simulator.url}/admin/v2/tenants`, bearer(token))).status).toBe(200);
    expect((await getJson(`${simulator.url}/admin/v2/tenants`)).status).toBe(401);
  });
});
