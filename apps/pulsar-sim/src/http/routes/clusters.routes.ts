import * as clusters from '../../core/clusters.ts';
import { emptyOk, json, noContent } from '../answer.ts';
import type { RouteSpec } from '../context.ts';

const base = '/admin/v2/clusters';
const cluster = (operation: string) => ({ kind: 'cluster', operation }) as const;

export const clusterRoutes: RouteSpec[] = [
  {
    method: 'GET',
    url: base,
    access: { kind: 'open' },
    handler: ({ state }) => json(clusters.listClusters(state)),
  },
  {
    method: 'GET',
    url: `${base}/:cluster`,
    access: cluster('GET_CLUSTER'),
    handler: ({ state, params }) => json(clusters.getClusterData(state, params.cluster ?? '')),
  },
  {
    method: 'PUT',
    url: `${base}/:cluster`,
    access: cluster('CREATE_CLUSTER'),
    handler: (context) => {
      clusters.createCluster(context.state, context.params.cluster ?? '', context.jsonBody());
      return emptyOk();
    },
  },
  {
    method: 'POST',
    url: `${base}/:cluster`,
    access: cluster('UPDATE_CLUSTER'),
    handler: (context) => {
      clusters.updateCluster(context.state, context.params.cluster ?? '', context.jsonBody());
      return emptyOk();
    },
  },
  {
    method: 'DELETE',
    url: `${base}/:cluster`,
    access: cluster('DELETE_CLUSTER'),
    handler: ({ state, params }) => {
      clusters.deleteCluster(state, params.cluster ?? '');
      return noContent();
    },
  },
  {
    method: 'GET',
    url: `${base}/:cluster/peers`,
    access: cluster('GET_PEER_CLUSTERS'),
    handler: ({ state, params }) => json(clusters.getPeerClusters(state, params.cluster ?? '')),
  },
  {
    method: 'POST',
    url: `${base}/:cluster/peers`,
    access: cluster('UPDATE_PEER_CLUSTER'),
    handler: (context) => {
      clusters.setPeerClusters(context.state, context.params.cluster ?? '', context.jsonBody());
      return noContent();
    },
  },
  {
    method: 'GET',
    url: `${base}/:cluster/failureDomains`,
    access: cluster('GET_FAILURE_DOMAIN'),
    handler: ({ state, params }) => json(clusters.listFailureDomains(state, params.cluster ?? '')),
  },
  {
    method: 'GET',
    url: `${base}/:cluster/failureDomains/:domain`,
    access: cluster('GET_FAILURE_DOMAIN'),
    handler: ({ state, params }) =>
      json(clusters.getFailureDomain(state, params.cluster ?? '', params.domain ?? '')),
  },
  {
    method: 'POST',
    url: `${base}/:cluster/failureDomains/:domain`,
    access: cluster('UPDATE_FAILURE_DOMAIN'),
    handler: (context) => {
      clusters.setFailureDomain(
        context.state,
        context.params.cluster ?? '',
        context.params.domain ?? '',
        context.jsonBody(),
      );
      return noContent();
    },
  },
  {
    method: 'DELETE',
    url: `${base}/:cluster/failureDomains/:domain`,
    access: cluster('DELETE_FAILURE_DOMAIN'),
    handler: ({ state, params }) => {
      clusters.deleteFailureDomain(state, params.cluster ?? '', params.domain ?? '');
      return emptyOk();
    },
  },
  {
    method: 'GET',
    url: `${base}/:cluster/namespaceIsolationPolicies`,
    access: cluster('GET_NAMESPACE_ISOLATION_POLICIES'),
    handler: ({ state, params }) => json(clusters.listIsolationPolicies(state, params.cluster ?? '')),
  },
  {
    method: 'GET',
    url: `${base}/:cluster/namespaceIsolationPolicies/brokers`,
    access: cluster('GET_NAMESPACE_ISOLATION_POLICIES'),
    handler: ({ state, params }) => json(clusters.brokersWithIsolation(state, params.cluster ?? '')),
  },
  {
    method: 'GET',
    url: `${base}/:cluster/namespaceIsolationPolicies/brokers/:broker`,
    access: cluster('GET_NAMESPACE_ISOLATION_POLICIES'),
    handler: ({ state, params }) =>
      json(clusters.brokerWithIsolation(state, params.cluster ?? '', params.broker ?? '')),
  },
  {
    method: 'GET',
    url: `${base}/:cluster/namespaceIsolationPolicies/:policy`,
    access: cluster('GET_NAMESPACE_ISOLATION_POLICIES'),
    handler: ({ state, params }) =>
      json(clusters.getIsolationPolicy(state, params.cluster ?? '', params.policy ?? '')),
  },
  {
    method: 'POST',
    url: `${base}/:cluster/namespaceIsolationPolicies/:policy`,
    access: cluster('UPDATE_NAMESPACE_ISOLATION_POLICIES'),
    handler: (context) => {
      clusters.setIsolationPolicy(
        context.state,
        context.params.cluster ?? '',
        context.params.policy ?? '',
        context.jsonBody(),
      );
      return noContent();
    },
  },
  {
    method: 'DELETE',
    url: `${base}/:cluster/namespaceIsolationPolicies/:policy`,
    access: cluster('DELETE_NAMESPACE_ISOLATION_POLICIES'),
    handler: ({ state, params }) => {
      clusters.deleteIsolationPolicy(state, params.cluster ?? '', params.policy ?? '');
      return noContent();
    },
  },
];
