import * as namespaces from '../../core/namespaces.ts';
import { badRequest, notFound, preconditionFailed } from '../../core/errors.ts';
import { listTopics } from '../../core/topics.ts';
import { requireResourceGroup } from '../../core/resource-groups.ts';
import { emptyOk, json, noContent, text } from '../answer.ts';
import type { Answer } from '../answer.ts';
import type { RouteSpec } from '../context.ts';
import { namespaceOf } from '../lookups.ts';
import { queryFlag } from '../context.ts';
import { redirectToReplicationCluster } from '../ownership.ts';
import { namespacePolicyRoutes } from './namespace-policies.routes.ts';
import { bundleRoutes } from './bundles.routes.ts';

const base = '/admin/v2/namespaces/:tenant/:namespace';
const namespaceOp = (operation: string) => ({ kind: 'namespace', operation }) as const;
const policy = (name: string, write: boolean) => ({ kind: 'namespace-policy', policy: name, write }) as const;

/** A Java String answered as it is (no JSON quotes), null as an empty 200. */
const textOrEmpty = (value: string | undefined): Answer => (value === undefined ? emptyOk() : text(value));

const TOPIC_MODES: Record<string, string | undefined> = {
  PERSISTENT: 'persistent',
  NON_PERSISTENT: 'non-persistent',
  ALL: undefined,
};

export const namespaceRoutes: RouteSpec[] = [
  {
    method: 'GET',
    url: '/admin/v2/namespaces/:tenant',
    access: { kind: 'tenant', operation: 'LIST_NAMESPACES' },
    handler: ({ state, params }) => json(namespaces.listNamespaces(state, params.tenant ?? '')),
  },
  {
    method: 'GET',
    url: '/admin/v2/namespaces/:cluster/antiAffinity/:group',
    access: { kind: 'super' },
    handler: (context) => {
      if (!context.state.clusters.has(context.params.cluster ?? ''))
        throw preconditionFailed('Cluster not exist');
      const group = context.params.group ?? '';
      if (group.trim() === '') throw preconditionFailed("anti-affinity group can't be empty.");
      const tenant = context.query.tenant;
      return json(
        [...context.state.namespaces.values()]
          .filter(
            (namespace) =>
              namespace.policies.antiAffinityGroup === group && (!tenant || namespace.tenant === tenant),
          )
          .map((namespace) => namespace.fullName),
      );
    },
  },
  {
    method: 'GET',
    url: base,
    access: policy('ALL', false),
    handler: (context) => json(namespaces.policiesView(namespaceOf(context))),
  },
  {
    method: 'PUT',
    url: base,
    access: { kind: 'tenant', operation: 'CREATE_NAMESPACE' },
    handler: (context) => {
      namespaces.createNamespace(
        context.state,
        context.params.tenant ?? '',
        context.params.namespace ?? '',
        context.jsonBody(),
        context.localCluster,
      );
      return noContent();
    },
  },
  {
    method: 'DELETE',
    url: base,
    access: { kind: 'tenant', operation: 'DELETE_NAMESPACE' },
    handler: (context) => {
      const existing = context.state.namespaces.get(
        `${context.params.tenant ?? ''}/${context.params.namespace ?? ''}`,
      );
      const moved = existing ? redirectToReplicationCluster(context, existing) : undefined;
      if (moved) return moved;
      namespaces.deleteNamespace(
        context.state,
        context.params.tenant ?? '',
        context.params.namespace ?? '',
        queryFlag(context, 'force'),
      );
      return noContent();
    },
  },
  {
    method: 'GET',
    url: `${base}/topics`,
    access: namespaceOp('GET_TOPICS'),
    handler: (context) => {
      const mode = context.query.mode ?? 'PERSISTENT';
      if (!(mode in TOPIC_MODES)) throw badRequest(`Invalid mode ${mode}`);
      return json(listTopics(namespaceOf(context), TOPIC_MODES[mode]));
    },
  },
  {
    method: 'GET',
    url: `${base}/permissions`,
    access: policy('ALL', false),
    handler: (context) => json(namespaces.namespacePermissions(namespaceOf(context))),
  },
  {
    method: 'GET',
    url: `${base}/permissions/subscription`,
    access: policy('ALL', false),
    handler: (context) => json(namespaces.subscriptionPermissions(namespaceOf(context))),
  },
  {
    method: 'POST',
    url: `${base}/permissions/subscription/:subscription`,
    access: namespaceOp('GRANT_PERMISSION'),
    handler: (context) => {
      namespaces.setSubscriptionPermission(
        namespaceOf(context),
        context.params.subscription ?? '',
        context.jsonBody(),
      );
      return noContent();
    },
  },
  {
    method: 'DELETE',
    url: `${base}/permissions/:subscription/:role`,
    access: namespaceOp('REVOKE_PERMISSION'),
    handler: (context) => {
      namespaces.revokeSubscriptionPermission(
        namespaceOf(context),
        context.params.subscription ?? '',
        context.params.role ?? '',
      );
      return noContent();
    },
  },
  {
    method: 'POST',
    url: `${base}/permissions/:role`,
    access: namespaceOp('GRANT_PERMISSION'),
    handler: (context) => {
      namespaces.grantNamespacePermission(
        namespaceOf(context),
        context.params.role ?? '',
        context.jsonBody(),
      );
      return noContent();
    },
  },
  {
    method: 'DELETE',
    url: `${base}/permissions/:role`,
    access: namespaceOp('REVOKE_PERMISSION'),
    handler: (context) => {
      namespaces.revokeNamespacePermission(namespaceOf(context), context.params.role ?? '');
      return noContent();
    },
  },
  {
    method: 'GET',
    url: `${base}/replication`,
    access: policy('REPLICATION', false),
    handler: (context) => json(namespaceOf(context).policies.replication_clusters ?? []),
  },
  {
    method: 'POST',
    url: `${base}/replication`,
    access: policy('REPLICATION', true),
    handler: (context) => {
      namespaces.setReplicationClusters(context.state, namespaceOf(context), context.jsonBody());
      return noContent();
    },
  },
  {
    method: 'GET',
    url: `${base}/allowedClusters`,
    access: policy('ALLOW_CLUSTERS', false),
    handler: (context) => json(namespaceOf(context).policies.allowed_clusters ?? []),
  },
  {
    method: 'POST',
    url: `${base}/allowedClusters`,
    access: policy('ALLOW_CLUSTERS', true),
    handler: (context) => {
      namespaces.setAllowedClusters(context.state, namespaceOf(context), context.jsonBody());
      return noContent();
    },
  },
  {
    method: 'GET',
    url: `${base}/antiAffinity`,
    access: policy('ANTI_AFFINITY', false),
    handler: (context) => {
      const group = namespaceOf(context).policies.antiAffinityGroup;
      return typeof group === 'string' ? text(group) : noContent();
    },
  },
  {
    method: 'POST',
    url: `${base}/antiAffinity`,
    access: policy('ANTI_AFFINITY', true),
    handler: (context) => {
      const namespace = namespaceOf(context);
      // The body is a raw Java String: the Java client sends it unquoted, JSON clients quoted.
      const raw = context.textBody().trim();
      const group = raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2 ? raw.slice(1, -1) : raw;
      if (group === '') throw preconditionFailed('antiAffinityGroup cannot be null or empty');
      namespace.policies.antiAffinityGroup = group;
      // Pulsar keeps the group in LocalPolicies, creating that node (setLocalPoliciesWithCreate).
      namespace.localPolicies ??= {};
      return noContent();
    },
  },
  {
    method: 'DELETE',
    url: `${base}/antiAffinity`,
    access: policy('ANTI_AFFINITY', true),
    handler: (context) => {
      delete namespaceOf(context).policies.antiAffinityGroup;
      return noContent();
    },
  },
  {
    method: 'GET',
    url: `${base}/properties`,
    access: policy('ALL', false),
    handler: (context) => json(namespaces.namespaceProperties(namespaceOf(context))),
  },
  {
    method: 'PUT',
    url: `${base}/properties`,
    access: policy('ALL', true),
    handler: (context) => {
      namespaces.setNamespaceProperties(namespaceOf(context), context.jsonBody());
      return noContent();
    },
  },
  {
    method: 'DELETE',
    url: `${base}/properties`,
    access: policy('ALL', true),
    handler: (context) => {
      namespaceOf(context).policies.properties = {};
      return noContent();
    },
  },
  {
    method: 'GET',
    url: `${base}/property/:key`,
    access: policy('ALL', false),
    // NamespacesBase.java:2514-2517 (4.0.7): the value as bare text, an empty 200 for a key not set.
    handler: (context) =>
      textOrEmpty(namespaces.namespaceProperties(namespaceOf(context))[context.params.key ?? '']),
  },
  {
    method: 'PUT',
    url: `${base}/property/:key/:value`,
    access: policy('ALL', true),
    handler: (context) => {
      const namespace = namespaceOf(context);
      namespace.policies.properties = {
        ...namespaces.namespaceProperties(namespace),
        [context.params.key ?? '']: context.params.value ?? '',
      };
      return noContent();
    },
  },
  {
    method: 'DELETE',
    url: `${base}/property/:key`,
    access: policy('ALL', true),
    handler: (context) => {
      // NamespacesBase.java:2539-2547 (4.0.7): 200 with the removed value, empty for a key not set.
      const namespace = namespaceOf(context);
      const properties = namespaces.namespaceProperties(namespace);
      const removed = properties[context.params.key ?? ''];
      delete properties[context.params.key ?? ''];
      namespace.policies.properties = properties;
      return textOrEmpty(removed);
    },
  },
  {
    method: 'GET',
    url: `${base}/resourcegroup`,
    access: policy('RESOURCEGROUP', false),
    // v2 Namespaces.getNamespaceResourceGroup resumes the Java String: the bare name, and 200 with
    // no body while the namespace has none.
    handler: (context) => {
      const group = namespaceOf(context).policies.resource_group_name;
      return typeof group === 'string' ? text(group) : emptyOk();
    },
  },
  {
    method: 'POST',
    url: `${base}/resourcegroup/:group`,
    access: policy('RESOURCEGROUP', true),
    // NamespacesBase.java:2620-2636: the group is checked first (412), then the namespace's
    // policies are read for the write (internalSetPolicies, 404 with its own words).
    handler: (context) => {
      const group = context.params.group ?? '';
      requireResourceGroup(context.state, group);
      const namespace = context.state.namespaces.get(
        `${context.params.tenant ?? ''}/${context.params.namespace ?? ''}`,
      );
      if (!namespace) throw notFound('Namespace policies does not exist');
      namespace.policies.resource_group_name = group;
      return noContent();
    },
  },
  {
    method: 'DELETE',
    url: `${base}/resourcegroup`,
    access: policy('RESOURCEGROUP', true),
    handler: (context) => {
      delete namespaceOf(context).policies.resource_group_name;
      return noContent();
    },
  },
  ...namespacePolicyRoutes,
  ...bundleRoutes,
];
