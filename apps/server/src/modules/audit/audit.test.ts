import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServerWithSuperuser, type ServerWithSuperuser } from '../../test-support/index.ts';

describe('GET /pulsar-manager/audit', () => {
  let server: ServerWithSuperuser;
  beforeEach(async () => {
    server = await createServerWithSuperuser();
  });
  afterEach(() => server.app.close());

  it('pages through the trail newest first, for super users only', async () => {
    const superSession = await server.loggedIn();
    server.app.clock.advance(1000);
    const tenantAdmin = await server.loggedInTenantAdmin(['ta']);

    const page = await superSession.request('GET', '/pulsar-manager/audit?page_num=1&page_size=2');
    expect(page.statusCode).toBe(200);
    const body = page.json<{ total: number; data: { at: number; action: string }[] }>();
    expect(body.total).toBe(4); // super login, super login again, user.create, tenant admin login
    expect(body.data).toHaveLength(2);
    expect(body.data[0]!.at).toBeGreaterThanOrEqual(body.data[1]!.at);
    expect(body.data[0]!.at).toBe(server.app.clock.now());

    const everything = await superSession.request('GET', '/pulsar-manager/audit?page_size=100');
    const actions = everything.json<{ data: { action: string }[] }>().data.map((entry) => entry.action);
    expect(actions).toContain('user.create');

    expect((await tenantAdmin.request('GET', '/pulsar-manager/audit')).statusCode).toBe(403);
    expect((await superSession.request('DELETE', '/pulsar-manager/audit')).statusCode).toBe(405);
  });
});
