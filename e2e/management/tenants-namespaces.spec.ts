// Issue 6 in Chromium against the real server and a Pulsar (the simulator, and a real 4.0.7 broker in
// the real-pulsar project): a super user creates a tenant and a namespace through the UI, sets and
// clears a policy, creates a topic, then deletes what it made — checking each effect at the broker
// and that every call the UI made is a real Pulsar operation, answered 2xx or as the journey expects.
import { NO_LOCAL_POLICIES } from '../fixtures/expected-answers.ts';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe.ts';
import { signInOnSimulator } from '../fixtures/environment.ts';
import { unexpectedAnswers, undocumentedCalls } from '../fixtures/pulsar-calls.ts';
import { pulsarForThisFile } from '../fixtures/pulsar-under-test.ts';
import { readAtPulsar } from '../fixtures/pulsar-rest.ts';
import { createNamespaceThroughUi, createTenantThroughUi } from '../fixtures/tenant-through-ui.ts';

const pulsar = pulsarForThisFile();

const atPulsar = <Body>(path: string) => readAtPulsar<Body>(pulsar().url, path);

test('a super user creates a tenant and a namespace, sets and clears retention, creates a topic; deletes are confirmed and refusals explained', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const calls = await signInOnSimulator({ page, request, context, baseURL }, pulsar());

  // New Tenant and New Namespace through their dialogs, the spec's messages on the way.
  const tenant = `e2e-${Date.now()}`;
  await createTenantThroughUi(page, tenant, 'standalone');
  const created = await atPulsar<{ adminRoles: string[]; allowedClusters: string[] }>(
    `/admin/v2/tenants/${tenant}`,
  );
  expect(created.body).toEqual({ adminRoles: ['ops'], allowedClusters: ['standalone'] });
  await createNamespaceThroughUi(page, tenant, 'orders');
  expect((await atPulsar<string[]>(`/admin/v2/namespaces/${tenant}`)).body).toContain(`${tenant}/orders`);

  // The namespace page: retention set here, seen at the broker, then cleared (inherited again).
  await page.getByRole('tab', { name: 'POLICIES' }).click();
  const retention = page.getByRole('group', { name: 'Retention' });
  await expect(retention.getByText('Inherited (broker default)')).toBeVisible();
  await retention.getByLabel('Retention Size (megabytes)').fill('512');
  await retention.getByLabel('Retention Time (minutes)').fill('1440');
  await retention.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully set message retention policy for this namespace!')).toBeVisible();
  expect((await atPulsar(`/admin/v2/namespaces/${tenant}/orders/retention`)).body).toEqual({
    retentionSizeInMB: 512,
    retentionTimeInMinutes: 1440,
  });
  await retention.getByRole('button', { name: 'Clear (inherit)' }).click();
  await page
    .getByRole('dialog', { name: 'Clear Retention' })
    .getByRole('button', { name: 'Clear', exact: true })
    .click();
  await expect(retention.getByText('Inherited (broker default)')).toBeVisible();
  // Nothing set on the namespace: Pulsar 4.0.7 answers 200 with an empty body.
  const cleared = await atPulsar(`/admin/v2/namespaces/${tenant}/orders/retention`);
  expect(cleared.status).toBe(200);
  expect(cleared.body).toBeUndefined();

  // TOPICS: a partitioned topic through New Topic.
  await page.getByRole('tab', { name: 'TOPICS' }).click();
  await page.getByRole('button', { name: 'New Topic' }).click();
  const topicDialog = page.getByRole('dialog', { name: 'New Topic' });
  await topicDialog.getByLabel('Topic Name').fill('payments');
  await topicDialog.getByLabel('Partitions').fill('3');
  await topicDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Successfully create a topic!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'payments', exact: true })).toBeVisible();
  expect(
    (await atPulsar<{ partitions: number }>(`/admin/v2/persistent/${tenant}/orders/payments/partitions`)).body
      ?.partitions,
  ).toBe(3);

  // Deleting: a namespace after confirmation; the tenant is refused while it has namespaces, with
  // Pulsar's reason, and nothing is lost.
  await page.goto(`/management/tenants/tenantInfo/${tenant}?tab=namespaces`);
  await page.getByRole('button', { name: 'New Namespace' }).click();
  const namespaceDialog = page.getByRole('dialog', { name: 'New Namespace' });
  await namespaceDialog.getByLabel('Namespace Name').fill('scratch');
  await namespaceDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('link', { name: 'scratch', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete scratch' }).click();
  const confirmNamespace = page.getByRole('dialog', { name: 'Delete Namespace' });
  await expect(confirmNamespace.getByText('Are you sure you want to delete this namespace?')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'delete namespace confirmation');
  await confirmNamespace.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully delete the namespace')).toBeVisible();
  expect((await atPulsar<string[]>(`/admin/v2/namespaces/${tenant}`)).body).toEqual([`${tenant}/orders`]);

  await page.getByRole('tab', { name: 'CONFIGURATION' }).click();
  await page.getByRole('button', { name: 'Delete Tenant' }).click();
  const confirmTenant = page.getByRole('dialog', { name: 'Delete Tenant' });
  // The tenant still has a namespace, so its name must be typed before Delete is enabled.
  await expect(confirmTenant.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expectNoSeriousAxeViolations(page, 'delete tenant confirmation');
  await confirmTenant.getByLabel(`Type ${tenant} to confirm`, { exact: false }).fill(tenant);
  await confirmTenant.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The tenant still has active namespaces').first()).toBeVisible();
  expect((await atPulsar(`/admin/v2/tenants/${tenant}`)).status).toBe(200);

  // Every call the screens made is one Pulsar 4.0.7 has.
  expect(calls.length).toBeGreaterThan(5);
  expect(undocumentedCalls(calls)).toEqual([]);
  expect(
    unexpectedAnswers(calls, [
      NO_LOCAL_POLICIES,
      {
        status: 409,
        call: new RegExp(`^DELETE /admin/v2/tenants/${tenant}$`),
        reason: 'the tenant deleted while it has a namespace: Pulsar refuses, the console says why',
      },
    ]),
  ).toEqual([]);
});
