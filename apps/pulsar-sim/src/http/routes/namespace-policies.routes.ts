import { badRequest, notFound } from '../../core/errors.ts';
import { isRecord } from '../../core/json.ts';
import {
  NAMESPACE_POLICIES,
  clearNamespacePolicy,
  readNamespacePolicy,
  removeBacklogQuota,
  setBacklogQuota,
  writeNamespacePolicy,
} from '../../core/namespace-policies.ts';
import { emptyOk, json, noContent } from '../answer.ts';
import type { NamespaceState } from '../../core/state.ts';
import type { RouteSpec } from '../context.ts';
import { namespaceOf } from '../lookups.ts';

const base = '/admin/v2/namespaces/:tenant/:namespace';

/**
 * The namespace's local policies as the broker finds them: written once a bundle was owned; a
 * scenario's namespace with topics has had its bundles owned.
 */
function localPoliciesOf(
  namespace: NamespaceState,
): NonNullable<NamespaceState['localPolicies']> | undefined {
  return namespace.localPolicies ?? (namespace.topics.size > 0 ? {} : undefined);
}

/** Super users only, in LocalPolicies (NamespacesBase.java:945-1012, 4.0.7). */
const bookieAffinityRoutes: RouteSpec[] = [
  {
    method: 'GET',
    url: `${base}/persistence/bookieAffinity`,
    access: { kind: 'super' },
    handler: (context) => {
      const local = localPoliciesOf(namespaceOf(context));
      if (!local) throw notFound('Namespace local-policies does not exist');
      return local.bookieAffinityGroup ? json(local.bookieAffinityGroup) : noContent();
    },
  },
  {
    method: 'POST',
    url: `${base}/persistence/bookieAffinity`,
    access: { kind: 'super' },
    handler: (context) => {
      const namespace = namespaceOf(context);
      const body = context.jsonBody();
      if (!isRecord(body)) throw badRequest('Invalid bookie affinity group');
      namespace.localPolicies = { ...localPoliciesOf(namespace), bookieAffinityGroup: { ...body } };
      return noContent();
    },
  },
  {
    method: 'DELETE',
    url: `${base}/persistence/bookieAffinity`,
    access: { kind: 'super' },
    handler: (context) => {
      const namespace = namespaceOf(context);
      namespace.localPolicies = { ...localPoliciesOf(namespace) };
      delete namespace.localPolicies.bookieAffinityGroup;
      return noContent();
    },
  },
];

const descriptorRoutes: RouteSpec[] = NAMESPACE_POLICIES.flatMap((policy) => {
  const policyName = policy.path.toUpperCase();
  const routes: RouteSpec[] = [
    {
      method: 'GET',
      url: `${base}/${policy.path}`,
      access: { kind: 'namespace-policy', policy: policyName, write: false },
      handler: (context) => {
        const value = readNamespacePolicy(namespaceOf(context), policy, context.localCluster);
        if (value === undefined || value === null) return policy.syncGetter ? noContent() : emptyOk();
        return json(value);
      },
    },
    {
      method: policy.setMethod,
      url: `${base}/${policy.path}`,
      access: { kind: 'namespace-policy', policy: policyName, write: true },
      handler: (context) => {
        const namespace = namespaceOf(context);
        const body = context.jsonBody();
        if (body === undefined && policy.path !== 'dispatcherPauseOnAckStatePersistent')
          throw badRequest(`${policy.path} value is required`);
        writeNamespacePolicy(namespace, policy, body, context.localCluster);
        return noContent();
      },
    },
  ];
  if (policy.deletable) {
    routes.push({
      method: 'DELETE',
      url: `${base}/${policy.path}`,
      access: { kind: 'namespace-policy', policy: policyName, write: true },
      handler: (context) => {
        clearNamespacePolicy(namespaceOf(context), policy, context.localCluster);
        return noContent();
      },
    });
  }
  return routes;
});

export const namespacePolicyRoutes: RouteSpec[] = [
  ...descriptorRoutes,
  {
    method: 'GET',
    url: `${base}/dispatcherPauseOnAckStatePersistent`,
    access: { kind: 'namespace-policy', policy: 'DISPATCHER_PAUSE_ON_ACK_STATE_PERSISTENT', write: false },
    handler: (context) =>
      json(namespaceOf(context).policies.dispatcherPauseOnAckStatePersistentEnabled === true),
  },
  {
    method: 'POST',
    url: `${base}/dispatcherPauseOnAckStatePersistent`,
    access: { kind: 'namespace-policy', policy: 'DISPATCHER_PAUSE_ON_ACK_STATE_PERSISTENT', write: true },
    handler: (context) => {
      namespaceOf(context).policies.dispatcherPauseOnAckStatePersistentEnabled = true;
      return noContent();
    },
  },
  {
    method: 'DELETE',
    url: `${base}/dispatcherPauseOnAckStatePersistent`,
    access: { kind: 'namespace-policy', policy: 'DISPATCHER_PAUSE_ON_ACK_STATE_PERSISTENT', write: true },
    handler: (context) => {
      delete namespaceOf(context).policies.dispatcherPauseOnAckStatePersistentEnabled;
      return noContent();
    },
  },
  {
    method: 'DELETE',
    url: `${base}/removeOffloadPolicies`,
    access: { kind: 'namespace-policy', policy: 'OFFLOAD', write: true },
    handler: (context) => {
      // NamespacesBase.java:2428-2440 (4.0.7): the thresholds and the lag go with the policies.
      const { policies } = namespaceOf(context);
      delete policies.offload_policies;
      delete policies.offload_deletion_lag_ms;
      delete policies.offload_threshold;
      delete policies.offload_threshold_in_seconds;
      return noContent();
    },
  },
  ...bookieAffinityRoutes,
  {
    method: 'GET',
    url: `${base}/backlogQuotaMap`,
    access: { kind: 'namespace-policy', policy: 'BACKLOG', write: false },
    handler: (context) => json(namespaceOf(context).policies.backlog_quota_map ?? {}),
  },
  {
    method: 'POST',
    url: `${base}/backlogQuota`,
    access: { kind: 'namespace-policy', policy: 'BACKLOG', write: true },
    handler: (context) => {
      setBacklogQuota(
        namespaceOf(context),
        context.query.backlogQuotaType ?? 'destination_storage',
        context.jsonBody(),
      );
      return noContent();
    },
  },
  {
    method: 'DELETE',
    url: `${base}/backlogQuota`,
    access: { kind: 'namespace-policy', policy: 'BACKLOG', write: true },
    handler: (context) => {
      removeBacklogQuota(namespaceOf(context), context.query.backlogQuotaType ?? 'destination_storage');
      return noContent();
    },
  },
  {
    method: 'GET',
    url: `${base}/scanOffloadedLedgers`,
    access: { kind: 'namespace-policy', policy: 'OFFLOAD', write: false },
    handler: (context) => {
      namespaceOf(context);
      return json({ objects: 0, ledgers: 0, invalidObjects: 0 });
    },
  },
];
