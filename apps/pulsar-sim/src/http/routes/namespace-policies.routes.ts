import { badRequest } from '../../core/errors.ts';
import {
  NAMESPACE_POLICIES,
  clearNamespacePolicy,
  readNamespacePolicy,
  removeBacklogQuota,
  setBacklogQuota,
  writeNamespacePolicy,
} from '../../core/namespace-policies.ts';
import { emptyOk, json, noContent } from '../answer.ts';
import type { RouteSpec } from '../context.ts';
import { namespaceOf } from '../lookups.ts';

const base = '/admin/v2/namespaces/:tenant/:namespace';

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
      delete namespaceOf(context).policies.offload_policies;
      return noContent();
    },
  },
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
