// Who may manage which broker tokens (issue 15 item 4): a super user any role anywhere; the admin of a
// tenant only in the environment its binding names, and only for that tenant's admin roles as Pulsar
// answers them; nobody else. Seeing a token again is for super users only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TokenListResponse } from '@beacon/contracts';
import { SessionClient } from '../../test-support/index.ts';
import { tokensFixture, type TokensFixture } from '../../test-support/tokens-setup.ts';

let fixture: TokensFixture;
let root: SessionClient;
let admin: SessionClient;

const mint = (client: SessionClient, role: string) =>
  client.request('PUT', '/pulsar-manager/tokens/token', { role, description: '' });
const errorOf = (response: { statusCode: number; json: <T>() => T }) =>
  `${response.statusCode} ${response.json<{ error: string }>().error}`;

describe('broker token scope', () => {
  beforeEach(async () => {
    fixture = await tokensFixture();
    root = await fixture.server.loggedIn();
    root.environment = 'hs';
    // acme's admin in environment hs only.
    const created = await root.request('PUT', '/pulsar-manager/users/user', {
      name: 'acme-admin-user',
      password: 'Acme-Admin-Password-42',
      email: 'acme@example.com',
      tenants: [{ environment: 'hs', tenant: 'acme' }],
    });
    expect(created.statusCode).toBe(200);
    admin = await fixture.server.loginAs('acme-admin-user', 'Acme-Admin-Password-42');
    admin.environment = 'hs';
  });
  afterEach(() => fixture.close());

  it('lets a tenant admin manage tokens for its tenant’s admin roles only', async () => {
    expect((await mint(admin, 'acme-ops')).statusCode).toBe(200);
    expect(errorOf(await mint(admin, 'other-admin'))).toBe(
      '403 You can mint tokens only for the admin roles of tenants you administer',
    );
    expect(errorOf(await mint(admin, 'anyone'))).toBe(
      '403 You can mint tokens only for the admin roles of tenants you administer',
    );
    // The super user's token for another tenant's role is not the admin's to see, edit or delete.
    expect((await mint(root, 'other-admin')).statusCode).toBe(200);
    const listed = (await admin.request('GET', '/pulsar-manager/tokens')).json<TokenListResponse>();
    expect(listed.data.map((token) => token.role)).toEqual(['acme-ops']);
    expect((await root.request('GET', '/pulsar-manager/tokens')).json<TokenListResponse>().total).toBe(2);
    const edit = await admin.request('POST', '/pulsar-manager/tokens/token', {
      role: 'other-admin',
      description: 'x',
    });
    expect(edit.statusCode).toBe(403);
    expect((await admin.request('DELETE', '/pulsar-manager/tokens/other-admin')).statusCode).toBe(403);
    expect(
      (await admin.request('POST', '/pulsar-manager/tokens/token', { role: 'acme-ops', description: 'mine' }))
        .statusCode,
    ).toBe(200);
    // Showing a token again is for super users, whatever the tenant.
    expect((await admin.request('GET', '/pulsar-manager/tokens/acme-ops')).statusCode).toBe(403);
    expect((await admin.request('DELETE', '/pulsar-manager/tokens/acme-ops')).statusCode).toBe(200);
    // The admin roles came from the environment's Pulsar.
    expect(fixture.broker.requests.some((request) => request.url === '/admin/v2/tenants/acme')).toBe(true);
  });

  it("caps a tenant admin's tokens at BEACON_TOKEN_ADMIN_MAX_TTL (90 days by default), never without expiry (issue 28 B19)", async () => {
    const mintFor = (client: SessionClient, role: string, expiresIn: number | null) =>
      client.request('PUT', '/pulsar-manager/tokens/token', { role, description: '', expiresIn });
    const days = (count: number) => count * 86_400;
    expect(errorOf(await mintFor(admin, 'acme-ops', days(91)))).toMatch(/^400 /);
    expect(errorOf(await mintFor(admin, 'acme-ops', null))).toMatch(/^400 /);
    expect((await mintFor(admin, 'acme-ops', days(90))).statusCode).toBe(200);
    // What the admin's form is told it may choose, and a super user's longer limit.
    const forAdmin = (await admin.request('GET', '/pulsar-manager/tokens')).json<TokenListResponse>();
    expect(forAdmin.policy).toMatchObject({ maxTtlSeconds: days(90), allowNoExpiry: false });
    expect((await mintFor(root, 'other-admin', days(200))).statusCode).toBe(200);
    const forSuper = (await root.request('GET', '/pulsar-manager/tokens')).json<TokenListResponse>();
    expect(forSuper.policy).toMatchObject({ maxTtlSeconds: days(365) });
  });

  it('refuses a tenant admin in an environment its binding does not name', async () => {
    admin.environment = 'rs';
    expect(errorOf(await mint(admin, 'acme-ops'))).toBe(
      '400 Currently there is no active environment, please set one',
    );
    expect((await admin.request('GET', '/pulsar-manager/tokens')).statusCode).toBe(400);
    admin.environment = undefined;
    expect((await admin.request('GET', '/pulsar-manager/tokens')).statusCode).toBe(400);
  });

  it('refuses a user with no role and an anonymous caller', async () => {
    const created = await root.request('PUT', '/pulsar-manager/users/user', {
      name: 'nobody',
      password: 'Nobody-Has-No-Role-42',
      email: 'nobody@example.com',
    });
    expect(created.statusCode).toBe(200);
    const nobody = await fixture.server.loginAs('nobody', 'Nobody-Has-No-Role-42');
    nobody.environment = 'hs';
    expect((await nobody.request('GET', '/pulsar-manager/tokens')).statusCode).toBe(403);
    expect((await mint(nobody, 'acme-ops')).statusCode).toBe(403);
    const anonymous = new SessionClient(fixture.server.app);
    anonymous.environment = 'hs';
    expect((await anonymous.request('GET', '/pulsar-manager/tokens')).statusCode).toBe(401);
  });
});
