// Opens the POLICIES tab the way a user does: signed in, through the real router and providers,
// with Pulsar simulated at the network boundary (the namespace page's selectors read the tenant
// and namespace lists from it too).
import type { UserInfoResponse } from '@beacon/contracts';
import { screen } from '@testing-library/react';
import { userInfoOf } from '../../../../test/console-users.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { simulateNamespace, type SimulatedNamespaceOptions } from './simulated-namespace.ts';

export const TENANT = 'finance';
export const NAMESPACE = 'payments';

export async function openPoliciesTab(
  options: Partial<SimulatedNamespaceOptions> = {},
  userInfo: UserInfoResponse = userInfoOf(),
) {
  const tenant = options.tenant ?? TENANT;
  const namespace = options.namespace ?? NAMESPACE;
  const pulsar = await simulateNamespace({ ...options, tenant, namespace, user: userInfo });
  const view = renderApp(`/management/namespaces/${tenant}/${namespace}/namespace?tab=policies`);
  return { ...view, pulsar };
}

/** The editor of one policy, found by its title as a user reads it. */
export async function policyCard(title: string | RegExp, timeout = 20_000): Promise<HTMLElement> {
  // The first screen of a test file loads the console lazily, which can take a while on a busy machine.
  return screen.findByRole('group', { name: title }, { timeout });
}
