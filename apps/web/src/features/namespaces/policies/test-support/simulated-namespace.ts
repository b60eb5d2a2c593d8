// The namespace the POLICIES tab's tests open, in a fresh simulator: finance/payments on the
// clusters a test names, holding the policies, permissions, backlog quotas and anti-affinity group
// it names, each stored through the simulator's own policy operations (so a value Pulsar would
// refuse is refused here too). What the console sends is recorded, its body read, before the
// simulator answers.
import type { UserInfoResponse } from '@beacon/contracts';
import { http } from 'msw';
import {
  clearNamespacePolicy,
  namespacePolicyByPath,
  setBacklogQuota,
  writeNamespacePolicy,
} from '../../../../../../pulsar-sim/src/core/namespace-policies.ts';
import {
  grantNamespacePermission,
  setNamespaceProperties,
  setSubscriptionPermission,
} from '../../../../../../pulsar-sim/src/core/namespaces.ts';
import { network } from '../../../../test/network.ts';
import { simulatePulsar } from '../../../../test/simulator-network.ts';
import { scenarioOf, seedNamespace, seedTenant } from '../../../../test/simulator-scenario.ts';

export { namespacePolicyByPath };

export interface SimulatedNamespaceOptions {
  tenant: string;
  namespace: string;
  /** The tenant's clusters, each a cluster of the simulator (east and west unless told). */
  allowedClusters?: string[];
  /** The namespace's replication clusters (all the tenant's unless told). */
  replicationClusters?: string[];
  /** Stored policy values by endpoint path (e.g. `messageTTL: 60`), as a client would have set them. */
  policies?: Record<string, unknown>;
  permissions?: Record<string, string[]>;
  backlogQuotaMap?: Record<string, unknown>;
  antiAffinityGroup?: string;
  /** The namespace's key/value properties. */
  properties?: Record<string, string>;
  /** Subscription → the roles allowed on it. */
  subscriptionPermissions?: Record<string, string[]>;
  user?: UserInfoResponse;
}

/** One call the console sent to the namespace, for assertions about what it sent. */
export interface SeenCall {
  method: string;
  /** The path below /admin/v2/namespaces/{tenant}/{namespace}/. */
  path: string;
  query: Record<string, string>;
  /** Parsed JSON when the body is JSON, the raw text otherwise, undefined without a body. */
  body: unknown;
  text: string;
}

function parsed(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // Raw text (the anti-affinity group): kept as sent.
  }
}

export async function simulateNamespace(options: SimulatedNamespaceOptions) {
  const clusters = options.allowedClusters ?? ['east', 'west'];
  const [local = ''] = clusters;
  const fullName = `${options.tenant}/${options.namespace}`;
  const pulsar = await simulatePulsar({
    ...(options.user ? { user: options.user } : {}),
    scenario: scenarioOf((state) => {
      seedTenant(state, options.tenant, clusters);
      seedNamespace(state, fullName, options.replicationClusters ?? clusters);
      const namespace = state.namespaces.get(fullName);
      if (!namespace) throw new Error(`${fullName} was not created`);
      for (const [path, value] of Object.entries(options.policies ?? {})) {
        const policy = namespacePolicyByPath.get(path);
        if (!policy) throw new Error(`The simulator has no namespace policy ${path}`);
        clearNamespacePolicy(namespace, policy, local);
        writeNamespacePolicy(namespace, policy, value, local);
      }
      for (const [role, actions] of Object.entries(options.permissions ?? {}))
        grantNamespacePermission(namespace, role, actions);
      for (const [type, quota] of Object.entries(options.backlogQuotaMap ?? {}))
        setBacklogQuota(namespace, type, quota);
      if (options.antiAffinityGroup !== undefined)
        namespace.policies.antiAffinityGroup = options.antiAffinityGroup;
      if (options.properties) setNamespaceProperties(namespace, options.properties);
      for (const [subscription, roles] of Object.entries(options.subscriptionPermissions ?? {}))
        setSubscriptionPermission(namespace, subscription, roles);
    }, clusters),
  });
  const prefix = `/admin/v2/namespaces/${fullName}/`;
  const seen: SeenCall[] = [];
  // Records the browser's calls (not the server's, which forward them) and falls through (no
  // answer) to the real server.
  network.use(
    http.all(/\/admin\/v2\/namespaces\//, async ({ request }) => {
      const url = new URL(request.url);
      if (url.origin !== window.location.origin) return;
      const pathname = decodeURIComponent(url.pathname);
      if (!pathname.startsWith(prefix)) return;
      const text = await request.clone().text();
      seen.push({
        method: request.method,
        path: pathname.slice(prefix.length),
        query: Object.fromEntries(url.searchParams),
        body: parsed(text),
        text,
      });
    }),
  );

  return {
    simulator: pulsar.simulator,
    seen,
    writes: () => seen.filter((call) => call.method !== 'GET'),
    /** The namespace as the simulator holds it now. */
    namespace: () => pulsar.state.namespaces.get(fullName),
    /** The next calls of `method` on `path` are refused with Pulsar's reason, until `heal()`. */
    refuse(method: string, path: string, status: number, reason: string) {
      pulsar.fail({ pathPrefix: `${prefix}${path}`, method, status, reason });
    },
    heal() {
      pulsar.simulator.control.faults.clear();
    },
  };
}
