// User changes leave before and after values in the trail, and nothing secret (issue 15 item 7).
import { newUserCredentials } from '@beacon/test-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditPage } from '@beacon/contracts';
import { createServerWithSuperuser, type ServerWithSuperuser } from '../../test-support/index.ts';

describe('user changes in the audit trail', () => {
  let server: ServerWithSuperuser;
  beforeEach(async () => {
    server = await createServerWithSuperuser();
  });
  afterEach(() => server.app.close());

  it('records create, update, password and delete with before and after, never a password or hash', async () => {
    const superSession = await server.loggedIn();
    const user = newUserCredentials('audited');
    const newPassword = `${user.password}-renewed`;
    const created = await superSession.request('PUT', '/pulsar-manager/users/user', {
      name: user.username,
      password: user.password,
      repeatPassword: user.password,
      email: `${user.username}@example.com`,
      company: 'Acme',
    });
    expect(created.statusCode, created.body).toBe(200);
    server.app.clock.advance(1);
    const updated = await superSession.request('POST', '/pulsar-manager/users/user', {
      name: user.username,
      email: `${user.username}@example.org`,
      company: 'Acme',
      tenants: ['acme'],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    server.app.clock.advance(1);
    const reset = await superSession.request('POST', '/pulsar-manager/users/user/password', {
      name: user.username,
      password: newPassword,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    server.app.clock.advance(1);
    const deleted = await superSession.request('DELETE', '/pulsar-manager/users/user', {
      name: user.username,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const trail = await superSession.request(
      'GET',
      `/pulsar-manager/audit?action=user.&target=${user.username}`,
    );
    expect(trail.statusCode).toBe(200);
    const entries = trail.json<AuditPage>().data;
    expect(entries.map((entry) => entry.action)).toEqual([
      'user.delete',
      'user.password',
      'user.update',
      'user.create',
    ]);
    const [deleteEntry, passwordEntry, updateEntry, createEntry] = entries;

    // A creation has only an after, a deletion only a before.
    expect(Object.keys(createEntry!.detail ?? {})).toEqual(['after']);
    expect(createEntry!.detail?.after).toMatchObject({
      name: user.username,
      company: 'Acme',
      superUser: false,
      tenants: [],
    });
    expect(updateEntry!.detail?.before).toMatchObject({ email: `${user.username}@example.com`, tenants: [] });
    // A bare tenant name binds it in every environment ('*'), and the trail says so.
    expect(updateEntry!.detail?.after).toMatchObject({
      email: `${user.username}@example.org`,
      tenants: [{ tenant: 'acme', environment: '*' }],
    });
    expect(passwordEntry!.detail).toMatchObject({ sessionsEnded: true, after: { name: user.username } });
    expect(Object.keys(deleteEntry!.detail ?? {})).toEqual(['before']);
    expect(deleteEntry!.detail?.before).toMatchObject({
      email: `${user.username}@example.org`,
      tenants: [{ tenant: 'acme', environment: '*' }],
    });

    // Neither password, nor a hash of one, anywhere in the trail or its export.
    const csv = await superSession.request('GET', '/pulsar-manager/audit.csv');
    for (const body of [trail.body, csv.body]) {
      expect(body).not.toContain(user.password);
      expect(body).not.toContain(newPassword);
      expect(body).not.toMatch(/scrypt|argon|\$2[aby]\$/i);
      expect(body).not.toMatch(/passwordHash|password_hash/);
    }
  });
});
