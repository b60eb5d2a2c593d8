// Issue 27 item 3, on a real Pulsar 4.0.7 with token authentication and authorization (HS256): a
// token minted on the Tokens screen for a tenant's admin role is accepted by the broker for that
// tenant and refused for what the role may not do; one minted to expire in a few seconds is refused
// with 401 once it has. The broker is this file's own (real-pulsar project only): the shared one runs
// without authentication.
import { expect, test } from '@playwright/test';
import { startRealPulsar, type RealPulsar } from '@beacon/test-kit/real-pulsar';
import { chooseEnvironment } from '../fixtures/environment.ts';
import { logIn } from '../fixtures/log-in.ts';
import { recordPulsarCalls, unexpectedAnswers, undocumentedCalls } from '../fixtures/pulsar-calls.ts';
import { E2E_SUPERUSER } from '../fixtures/superuser.ts';
import { superuserHeaders } from '../fixtures/users.ts';

let pulsar: RealPulsar | undefined;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  pulsar = await startRealPulsar({ auth: 'HS256' });
});
test.afterAll(async () => {
  await pulsar?.stop();
});

function broker(): RealPulsar {
  if (!pulsar) throw new Error('the token broker starts in beforeAll');
  return pulsar;
}

/** An admin call at the broker with the given token, as a client of Pulsar would make it. */
async function asToken(token: string, path: string): Promise<number> {
  const response = await fetch(`${broker().adminUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await response.arrayBuffer();
  return response.status;
}

test('a token minted by Beacon is accepted by a token-auth broker, and refused once expired', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { auth, adminUrl, bookieUrl, clusterName } = broker();
  if (!auth) throw new Error('the broker was started with token authentication');
  const superToken = { authorization: `Bearer ${auth.superUserToken}`, 'content-type': 'application/json' };
  const tenant = `tokens-${Date.now()}`;
  const created = await fetch(`${adminUrl}/admin/v2/tenants/${tenant}`, {
    method: 'PUT',
    headers: superToken,
    body: JSON.stringify({ adminRoles: [auth.tenantAdminRole], allowedClusters: [clusterName] }),
  });
  expect(created.status).toBe(204);

  // The environment: the broker's super-user token for the console's own calls, and the broker's
  // signing key for the tokens it mints.
  const environment = `token-broker-${Date.now()}`;
  const headers = await superuserHeaders(request);
  for (const method of ['put', 'post'] as const) {
    const saved = await request[method]('/pulsar-manager/environments/environment', {
      headers,
      data: {
        name: environment,
        broker: adminUrl,
        bookie: bookieUrl,
        token: auth.superUserToken,
        ...(method === 'post' ? { signingAlgorithm: 'HS256', signingKey: auth.signingKey } : {}),
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  // Minted on the Tokens screen for the tenant's admin role.
  await chooseEnvironment(context, baseURL ?? '', environment);
  const calls = recordPulsarCalls(page);
  await logIn(page, E2E_SUPERUSER.name, E2E_SUPERUSER.password, 'Overview');
  await page.goto('/tokens');
  await page.getByRole('button', { name: 'New Token' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Token' });
  await dialog.getByLabel('Role').fill(auth.tenantAdminRole);
  await dialog.getByRole('button', { name: 'Create' }).click();
  const shown = page.getByRole('dialog', { name: `Token for ${auth.tenantAdminRole}` });
  const token = await shown.getByLabel('Token').inputValue();
  await shown.getByRole('button', { name: 'Done' }).click();

  // The broker takes it for the role's tenant, and refuses what only a super user may do.
  expect(await asToken(token, `/admin/v2/tenants/${tenant}`)).toBe(200);
  expect(await asToken(token, `/admin/v2/namespaces/${tenant}`)).toBe(200);
  expect(await asToken(token, '/admin/v2/brokers/configuration')).toBe(401);
  expect(await asToken(`${token}x`, `/admin/v2/tenants/${tenant}`)).toBe(401);

  // A token that expires in 3 s: accepted, then refused once its exp has passed.
  await request.delete(`/pulsar-manager/tokens/${auth.tenantAdminRole}`, {
    headers: { ...headers, environment },
  });
  const minted = await request.put('/pulsar-manager/tokens/token', {
    headers: { ...headers, environment },
    data: { role: auth.tenantAdminRole, description: 'short-lived', expiresIn: 3 },
  });
  expect(minted.status(), await minted.text()).toBe(200);
  const shortLived = ((await minted.json()) as { token: string }).token;
  expect(await asToken(shortLived, `/admin/v2/tenants/${tenant}`)).toBe(200);
  await expect.poll(() => asToken(shortLived, `/admin/v2/tenants/${tenant}`), { timeout: 15_000 }).toBe(401);

  expect(undocumentedCalls(calls)).toEqual([]);
  expect(unexpectedAnswers(calls)).toEqual([]);
});
