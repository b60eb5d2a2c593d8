// Every call the placement screens make (issue 16 items 3–5: failure domains, isolation policies
// with their preview reads, bookies and racks) is a super user's alone, as Pulsar requires super
// user access for each (ClustersBase, BookiesBase: validateSuperUserAccess).
import { describe, expect, it } from 'vitest';
import { authorizeProxyCall, type CallerAccess } from './authorize.ts';

const SUPER: CallerAccess = { roles: ['super'], tenants: [] };
const ADMIN_OF_TA: CallerAccess = { roles: ['admin'], tenants: ['ta'] };

const PLACEMENT_CALLS: [string, string, string][] = [
  ['GET', '/admin/v2/clusters/standalone/failureDomains', 'cluster.read'],
  ['GET', '/admin/v2/clusters/standalone/failureDomains/zone-a', 'cluster.read'],
  ['POST', '/admin/v2/clusters/standalone/failureDomains/zone-a', 'cluster.write'],
  ['DELETE', '/admin/v2/clusters/standalone/failureDomains/zone-a', 'cluster.write'],
  ['GET', '/admin/v2/clusters/standalone/namespaceIsolationPolicies', 'cluster.read'],
  ['GET', '/admin/v2/clusters/standalone/namespaceIsolationPolicies/pinned', 'cluster.read'],
  ['POST', '/admin/v2/clusters/standalone/namespaceIsolationPolicies/pinned', 'cluster.write'],
  ['DELETE', '/admin/v2/clusters/standalone/namespaceIsolationPolicies/pinned', 'cluster.write'],
  ['GET', '/admin/v2/clusters/standalone/namespaceIsolationPolicies/brokers', 'cluster.read'],
  ['GET', '/admin/v2/clusters/standalone/namespaceIsolationPolicies/brokers/localhost:8080', 'cluster.read'],
  ['GET', '/admin/v2/brokers/standalone', 'broker.read'],
  ['GET', '/admin/v2/bookies/all', 'bookie.read'],
  ['GET', '/admin/v2/bookies/racks-info', 'bookie.read'],
  ['GET', '/admin/v2/bookies/racks-info/bookie-1:3181', 'bookie.read'],
  ['POST', '/admin/v2/bookies/racks-info/bookie-1:3181', 'bookie.write'],
  ['DELETE', '/admin/v2/bookies/racks-info/bookie-1:3181', 'bookie.write'],
  ['GET', '/api/v1/bookie/list_bookies', 'bookie.read'],
  ['GET', '/api/v1/bookie/list_bookie_info', 'bookie.read'],
];

describe('the placement calls in the permission table', () => {
  it.each(PLACEMENT_CALLS)('lets only a super user %s %s (%s)', (method, path, permission) => {
    expect(authorizeProxyCall(SUPER, method, path)).toMatchObject({ allowed: true, permission });
    expect(authorizeProxyCall(ADMIN_OF_TA, method, path).allowed).toBe(false);
  });
});
