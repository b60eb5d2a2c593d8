// Opens the POLICIES tab the way a user does: signed in, through the real router and providers,
// with Pulsar faked at the network boundary (the namespace page's selectors need the tenant and
// namespace lists too).
import type { UserInfoResponse } from '@beacon/contracts';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { signInAsOperator, userInfoHandler, userInfoOf } from '../../../../test/console-api.ts';
import { network } from '../../../../test/network.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { fakePulsarNamespace, type FakeNamespaceOptions } from './fake-pulsar-namespace.ts';

export const TENANT = 'finance';
export const NAMESPACE = 'payments';

export function openPoliciesTab(
  options: Partial<FakeNamespaceOptions> = {},
  userInfo: UserInfoResponse = userInfoOf(),
) {
  const tenant = options.tenant ?? TENANT;
  const namespace = options.namespace ?? NAMESPACE;
  const pulsar = fakePulsarNamespace({ allowedClusters: ['east', 'west'], ...options, tenant, namespace });
  signInAsOperator();
  network.use(
    userInfoHandler([], userInfo),
    http.get('/admin/v2/tenants', () => HttpResponse.json([tenant])),
    http.get(`/admin/v2/namespaces/${tenant}`, () => HttpResponse.json([`${tenant}/${namespace}`])),
    ...pulsar.handlers,
  );
  const view = renderApp(`/management/namespaces/${tenant}/${namespace}/namespace?tab=policies`);
  return { ...view, pulsar };
}

/** The editor of one policy, found by its title as a user reads it. */
export async function policyCard(title: string | RegExp, timeout = 20_000): Promise<HTMLElement> {
  // The first screen of a test file loads the console lazily, which can take a while on a busy machine.
  return screen.findByRole('group', { name: title }, { timeout });
}
