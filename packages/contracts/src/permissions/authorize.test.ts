import { describe, expect, it } from 'vitest';
import { authorizeProxyCall, can, findRule, type CallerAccess } from './authorize.ts';
import { PERMISSION_TABLE } from './permission-table.ts';
import { SUPER_ONLY_RULES } from './super-only-rules.ts';

const SUPER: CallerAccess = { roles: ['super'], tenants: [] };
const ADMIN_OF_TA: CallerAccess = { roles: ['admin'], tenants: ['ta'] };
const NOBODY: CallerAccess = { roles: [], tenants: [] };

const allowed = (caller: CallerAccess, method: string, path: string) =>
  authorizeProxyCall(caller, method, path).allowed;

describe('message contents (issue 30 item 6)', () => {
  const READER_OF_TA: CallerAccess = {
    roles: ['admin'],
    tenants: ['ta', 'tb'],
    messages: { read: ['ta'], export: [], replay: [] },
  };

  it.each([
    ['GET', '/admin/v2/persistent/ta/ns1/orders/subscription/sub-a/position/3'],
    ['GET', '/admin/v2/persistent/ta/ns1/orders/examinemessage'],
    ['GET', '/admin/v2/persistent/ta/ns1/orders/ledger/12/entry/3'],
    ['GET', '/admin/v2/persistent/ta/ns1/orders/messageid/1700000000000'],
  ])('are read by a tenant admin only where a role grants reading them: %s %s', (method, path) => {
    expect(allowed(SUPER, method, path)).toBe(true);
    expect(allowed(READER_OF_TA, method, path)).toBe(true);
    expect(can(READER_OF_TA, 'message.read', 'ta')).toBe(true);
    // Administering the tenant is not enough.
    expect(authorizeProxyCall(ADMIN_OF_TA, method, path)).toEqual({
      allowed: false,
      status: 403,
      reason: 'Reading the messages of tenant ta needs the READ_MESSAGES grant in one of your roles',
    });
    expect(can(ADMIN_OF_TA, 'message.read', 'ta')).toBe(false);
    const otherTenant = path.replace('/ta/', '/tb/');
    expect(authorizeProxyCall(READER_OF_TA, method, otherTenant)).toMatchObject({
      allowed: false,
      status: 403,
    });
    expect(can(READER_OF_TA, 'message.read', 'tb')).toBe(false);
  });

  it('leaves the rest of an administered tenant as it was', () => {
    expect(allowed(ADMIN_OF_TA, 'GET', '/admin/v2/persistent/ta/ns1/orders/stats')).toBe(true);
    expect(can(ADMIN_OF_TA, 'message.produce', 'ta')).toBe(true);
  });
});

describe('the permission table', () => {
  it.each([
    ['GET', '/admin/v2/tenants/ta'],
    ['GET', '/admin/v2/namespaces/ta'],
    ['PUT', '/admin/v2/namespaces/ta/ns1'],
    ['POST', '/admin/v2/namespaces/ta/ns1/retention'],
    ['POST', '/admin/v2/namespaces/ta/ns1/permissions/app-role'],
    ['POST', '/admin/v2/namespaces/ta/ns1/0x00000000_0x40000000/clearBacklog'],
    ['POST', '/admin/v2/namespaces/ta/ns1/clearBacklog'],
    ['GET', '/admin/v2/namespaces/ta/ns1/delayedDelivery'],
    ['PUT', '/admin/v2/persistent/ta/ns1/orders/shadowTopics'],
    ['PUT', '/admin/v2/persistent/ta/ns1/orders/unload'],
    ['POST', '/admin/v2/schemas/ta/ns1/orders/compatibility'],
    ['GET', '/admin/v2/persistent/ta/ns1/orders/stats'],
    ['GET', '/admin/v2/non-persistent/ta/ns1/orders/internalStats'],
    ['PUT', '/admin/v2/persistent/ta/ns1/orders/partitions'],
    ['POST', '/admin/v2/persistent/ta/ns1/orders/subscription/sub-a/skip/10'],
    ['POST', '/admin/v2/persistent/ta/ns1/orders/subscription/sub-a/resetcursor/1700000000000'],
    ['DELETE', '/admin/v2/persistent/ta/ns1/orders/subscription/sub-a'],
    ['GET', '/lookup/v2/topic/persistent/ta/ns1/orders'],
    ['GET', '/admin/v2/schemas/ta/ns1/orders/schema'],
    ['POST', '/admin/v3/functions/ta/ns1/enricher'],
    ['POST', '/topics/persistent/ta/ns1/orders'],
  ])('lets the admin of ta %s %s, and refuses the same call in tenant tb', (method, path) => {
    expect(allowed(ADMIN_OF_TA, method, path)).toBe(true);
    expect(allowed(SUPER, method, path)).toBe(true);
    const otherTenant = path.replace('/ta/', '/tb/').replace(/\/ta$/, '/tb');
    expect(authorizeProxyCall(ADMIN_OF_TA, method, otherTenant)).toEqual({
      allowed: false,
      status: 403,
      reason: 'This user no permissions for this resource',
    });
    expect(allowed(NOBODY, method, path)).toBe(false);
  });

  it.each([
    ['GET', '/admin/v2/clusters'],
    ['POST', '/admin/v2/clusters/standalone'],
    ['GET', '/admin/v2/brokers/standalone'],
    ['GET', '/admin/v2/brokers/health'],
    ['GET', '/admin/v2/broker-stats/topics'],
    ['POST', '/admin/v2/bookies/racks-info/bk1:3181'],
    ['GET', '/api/v1/bookie/list_bookies'],
    ['PUT', '/admin/v2/tenants/ta'],
    ['DELETE', '/admin/v2/tenants/ta'],
    ['POST', '/admin/v2/tenants/ta'],
    ['GET', '/admin/v2/resource-quotas'],
  ])('keeps cluster-wide and tenant-lifecycle calls (%s %s) for super users', (method, path) => {
    expect(allowed(SUPER, method, path)).toBe(true);
    expect(allowed(ADMIN_OF_TA, method, path)).toBe(false);
  });

  // Pulsar 4.0 runs these only for super users (validateSuperUserAccess; each row of
  // super-only-rules.ts cites the method). Through Beacon's super-user token a tenant admin would
  // otherwise get them in its own tenant.
  it.each([
    ['GET', '/admin/v2/namespaces/ta/ns1/persistence/bookieAffinity'],
    ['POST', '/admin/v2/namespaces/ta/ns1/persistence/bookieAffinity'],
    ['DELETE', '/admin/v2/namespaces/ta/ns1/persistence/bookieAffinity'],
    ['PUT', '/admin/v2/namespaces/ta/ns1/unload'],
    ['PUT', '/admin/v2/namespaces/ta/ns1/0x00000000_0x40000000/unload'],
    ['PUT', '/admin/v2/namespaces/ta/ns1/0x00000000_0x40000000/split'],
    ['PUT', '/admin/v2/namespaces/ta/ns1/LARGEST/split'],
    ['POST', '/admin/v2/namespaces/ta/ns1/delayedDelivery'],
    ['DELETE', '/admin/v2/namespaces/ta/ns1/delayedDelivery'],
    ['POST', '/admin/v2/namespaces/ta/ns1/migration'],
    ['GET', '/admin/v2/namespaces/ta/antiAffinity/group-a'],
    ['POST', '/admin/v2/namespaces/grantPermissionsOnTopics'],
    ['POST', '/admin/v2/namespaces/revokePermissionsOnTopics'],
  ])('keeps %s %s, super-only in Pulsar, for super users even in the admin’s own tenant', (method, path) => {
    expect(allowed(SUPER, method, path)).toBe(true);
    expect(authorizeProxyCall(ADMIN_OF_TA, method, path)).toEqual({
      allowed: false,
      status: 403,
      reason: 'This user no permissions for this resource',
    });
  });

  it('lists every super-only row with the super scope', () => {
    expect(SUPER_ONLY_RULES.length).toBeGreaterThan(0);
    expect(SUPER_ONLY_RULES.filter((row) => row.scope !== 'super')).toEqual([]);
  });

  // Before the explicit lists, `namespace.policy.write WRITE .../**` and `topic.policy.write` let a
  // tenant admin send any made-up operation under its namespaces and topics to the broker.
  it.each([
    ['POST', '/admin/v2/namespaces/ta/ns1/someFutureSuperOnlyThing'],
    ['GET', '/admin/v2/namespaces/ta/ns1/someFutureSuperOnlyThing'],
    ['PUT', '/admin/v2/namespaces/ta/ns1/retention/extra'],
    ['DELETE', '/admin/v2/namespaces/ta/ns1/not-a-bundle'],
    ['PUT', '/admin/v2/namespaces/ta/ns1/not-a-bundle/unload'],
    ['POST', '/admin/v2/persistent/ta/ns1/orders/someFutureSuperOnlyThing'],
    ['GET', '/admin/v2/persistent/ta/ns1/orders/someFutureSuperOnlyThing'],
    ['DELETE', '/admin/v2/persistent/ta/ns1/orders/subscription/sub-a/extra/deep'],
    ['POST', '/admin/v2/schemas/ta/ns1/orders/unknown'],
  ])('denies the unknown operation %s %s under a tenant to everyone', (method, path) => {
    expect(authorizeProxyCall(ADMIN_OF_TA, method, path)).toMatchObject({ allowed: false, status: 403 });
    expect(authorizeProxyCall(SUPER, method, path)).toMatchObject({ allowed: false, status: 403 });
  });

  it.each([
    ['GET', '/admin/v2/unknown-thing'],
    ['GET', '/admin/namespaces/ta/ns1'],
    ['GET', '/Admin/v2/tenants/ta'],
    ['PATCH', '/admin/v2/namespaces/ta/ns1'],
    ['POST', '/admin/v2/namespaces/ta/ns1'],
    ['GET', '/admin/v3/unknown/ta/ns1'],
  ])('denies %s %s, which is not in the table, even to super users', (method, path) => {
    expect(authorizeProxyCall(SUPER, method, path)).toMatchObject({ allowed: false, status: 403 });
  });

  it.each([
    '/admin/v2/namespaces/ta/../tb/retention',
    '/admin/v2/namespaces/ta/%2e%2e/tb',
    '/admin/v2/namespaces/ta/%2E%2E/tb',
    '/admin/v2/namespaces/ta%2Fns1',
    '/admin/v2/namespaces/ta/%252e%252e/tb',
    '/admin/v2//namespaces/ta/ns1',
    '/admin/v2/namespaces/ta/ns1/',
    '/admin/v2/namespaces/ta;x=1/ns1',
    '/admin/v2/namespaces/ta\\..\\tb',
    '/admin/v2/namespaces/./ta/ns1',
    '/admin/v2/namespaces/ta/ns1%00',
    '/admin/v2/namespaces/ta/%E0%A4%A',
  ])('refuses the path trick %s with 400 before any rule is read', (path) => {
    expect(authorizeProxyCall(SUPER, 'GET', path)).toMatchObject({ allowed: false, status: 400 });
    expect(authorizeProxyCall(ADMIN_OF_TA, 'GET', path)).toMatchObject({ allowed: false, status: 400 });
  });

  it('refuses names outside Pulsar’s character rules', () => {
    expect(authorizeProxyCall(SUPER, 'GET', '/admin/v2/tenants/t%20a')).toMatchObject({
      allowed: false,
      status: 400,
    });
    expect(authorizeProxyCall(SUPER, 'GET', '/admin/v2/namespaces/ta/n$s')).toMatchObject({
      allowed: false,
      status: 400,
      reason: 'Invalid namespace name: n$s',
    });
  });

  it('authorizes the tenant the broker will read from the path', () => {
    const decision = authorizeProxyCall(ADMIN_OF_TA, 'GET', '/admin/v2/persistent/ta/ns1/my%3Atopic/stats');
    expect(decision).toMatchObject({ allowed: true, permission: 'topic.read', tenant: 'ta' });
  });

  it('answers the web the same way: can(permission, tenant)', () => {
    expect(can(ADMIN_OF_TA, 'namespace.policy.write', 'ta')).toBe(true);
    expect(can(ADMIN_OF_TA, 'namespace.policy.write', 'tb')).toBe(false);
    expect(can(ADMIN_OF_TA, 'tenant.write', 'ta')).toBe(false);
    expect(can(ADMIN_OF_TA, 'cluster.read')).toBe(false);
    expect(can(SUPER, 'cluster.write')).toBe(true);
    expect(can(SUPER, 'no.such.permission')).toBe(false);
    expect(can(ADMIN_OF_TA, 'namespace.bundle.operate', 'ta')).toBe(true);
    expect(can(ADMIN_OF_TA, 'namespace.bundle.unload', 'ta')).toBe(false);
    expect(can(SUPER, 'namespace.bundle.unload')).toBe(true);
  });

  it('gives a caller with no role in the environment nothing, not even the rows open to any role', () => {
    expect(allowed(ADMIN_OF_TA, 'GET', '/admin/v2/tenants')).toBe(true);
    expect(allowed(NOBODY, 'GET', '/admin/v2/tenants')).toBe(false);
    expect(allowed(NOBODY, 'GET', '/admin/v3/sources/builtinsources')).toBe(false);
    expect(can(ADMIN_OF_TA, 'tenant.list')).toBe(true);
    expect(can(NOBODY, 'tenant.list')).toBe(false);
  });

  it('keeps the function worker’s leader update for super users, even for a tenant named leader', () => {
    const adminOfLeader = { roles: ['admin' as const], tenants: ['leader'] };
    const path = '/admin/v3/functions/leader/ta/ns/fn';
    expect(authorizeProxyCall(adminOfLeader, 'PUT', path)).toMatchObject({ allowed: false, status: 403 });
    expect(authorizeProxyCall(SUPER, 'PUT', path)).toMatchObject({ allowed: true });
    // The tenant's own function update (three segments) is still the tenant admin's.
    expect(authorizeProxyCall(adminOfLeader, 'PUT', '/admin/v3/functions/leader/ns/fn')).toMatchObject({
      allowed: true,
    });
  });

  it('finds through its index the same rule a scan of the whole table finds', () => {
    const values = ['admin', 'v2', 'v3', 'lookup', 'topics', 'namespaces', 'persistent', 'functions', 'ta'];
    const scan = (method: string, segments: string[]) =>
      PERMISSION_TABLE.find((rule) => {
        if (!rule.methods.includes(method as never)) return false;
        const parts = rule.pattern.slice(1).split('/');
        return (
          parts.every((part, index) => {
            const segment = segments[index];
            if (part === '**') return segments.length > index;
            if (segment === undefined) return false;
            if (part.startsWith(':'))
              return part !== ':bundle' || /^0x[0-9a-f]{8}_0x[0-9a-f]{8}$/i.test(segment);
            if (part.startsWith('{')) return part.slice(1, -1).split(',').includes(segment);
            return part === segment;
          }) &&
          (parts.includes('**') || parts.length === segments.length)
        );
      });
    // Every pattern of the table with its parameters filled, plus shuffled prefixes of known words.
    const paths = PERMISSION_TABLE.map((rule) =>
      rule.pattern
        .slice(1)
        .split('/')
        .map((part) =>
          part === '**'
            ? 'x/y'
            : part.startsWith(':')
              ? 'ta'
              : part.startsWith('{')
                ? part.slice(1, -1).split(',')[0]!
                : part,
        )
        .join('/')
        .split('/'),
    );
    for (let index = 0; index < 300; index += 1) {
      paths.push(
        Array.from({ length: 2 + (index % 6) }, (_, at) => values[(index * 7 + at * 3) % values.length]!),
      );
    }
    for (const segments of paths) {
      for (const method of ['GET', 'PUT', 'POST', 'DELETE']) {
        expect(findRule(method, segments)?.rule, `${method} /${segments.join('/')}`).toBe(
          scan(method, segments),
        );
      }
    }
  });
});
