// A fake of what the tenant screens call, at the network boundary: Beacon's enriched lists
// ({prefix}/admin/v2/tenants, /namespaces/{tenant}) as the catalogue module answers them, and the
// proxied Pulsar calls as the proxy (permission table) and Pulsar answer them — statuses, empty
// 204 bodies and `{reason}` texts from ../shared/reference/pulsar-admin-contract.md §2.5–2.6.
import {
  MESSAGES,
  authorizeProxyCall,
  catalogListQuerySchema,
  isPulsarName,
  type CatalogFreshness,
  type NamespaceListItem,
  type TenantListItem,
  type TrafficFigures,
  type UserInfoResponse,
} from '@beacon/contracts';
import { HttpResponse, http } from 'msw';
import { url, userInfoOf, type SeenRequests } from '../../../test/console-api.ts';

export interface FakeTenant {
  name: string;
  adminRoles: string[];
  allowedClusters: string[];
  figures?: Partial<TrafficFigures>;
}

export interface FakeNamespace {
  tenant: string;
  name: string;
  topics?: number;
  figures?: Partial<TrafficFigures>;
}

export interface FakeTenantsApiOptions {
  clusters?: string[];
  tenants?: FakeTenant[];
  namespaces?: FakeNamespace[];
  /** Who is signed in; decides what the server lets through (default: a superuser). */
  user?: UserInfoResponse;
  stats?: CatalogFreshness;
}

const ZERO: TrafficFigures = { inMsg: 0, outMsg: 0, inBytes: 0, outBytes: 0, storageSize: 0 };

const pulsarError = (status: number, reason: string) => HttpResponse.json({ reason }, { status });
const consoleError = (status: number, text: string) =>
  HttpResponse.json({ error: text, message: text }, { status });
const noContent = () => new HttpResponse(null, { status: 204 });

export function fakeTenantsApi(options: FakeTenantsApiOptions = {}) {
  const clusters = options.clusters ?? ['standalone'];
  const tenants = new Map((options.tenants ?? []).map((tenant) => [tenant.name, { ...tenant }]));
  const namespaces = [...(options.namespaces ?? [])];
  const user = options.user ?? userInfoOf();
  const caller = { roles: user.roles, tenants: user.tenants };
  const stats = options.stats ?? { collectedAt: Date.now() - 30_000, failedBrokers: [] };
  const seen: SeenRequests = [];

  /** The proxy's check, with the real permission table; undefined when the call may go on. */
  function refused(request: Request) {
    const path = new URL(request.url).pathname;
    const decision = authorizeProxyCall(caller, request.method, path);
    return decision.allowed ? undefined : consoleError(decision.status, decision.reason);
  }

  /** The catalogue's paging, sorting and filtering; 400 with the contract's words on a bad query. */
  function page<Item extends object>(request: Request, items: Item[], nameKey: keyof Item & string) {
    const raw = Object.fromEntries(new URL(request.url).searchParams);
    const parsed = catalogListQuerySchema.safeParse(raw);
    if (!parsed.success) return consoleError(400, parsed.error.issues[0]?.message ?? 'Bad request');
    const { page_num, page_size, order, filter } = parsed.data;
    const sort = (parsed.data.sort ?? nameKey) as keyof Item;
    const byName = (a: Item, b: Item) => String(a[nameKey]).localeCompare(String(b[nameKey]));
    const rows = items
      .filter((item) => String(item[nameKey]).toLowerCase().includes(filter.toLowerCase()))
      .sort((a, b) => {
        const [x, y] = [a[sort], b[sort]];
        const compared = typeof x === 'number' && typeof y === 'number' ? x - y : byName(a, b);
        return (order === 'desc' ? -compared : compared) || byName(a, b);
      });
    const data = rows.slice((page_num - 1) * page_size, page_num * page_size);
    return HttpResponse.json({
      isPage: true,
      total: rows.length,
      pageNum: page_num,
      pageSize: page_size,
      data,
      stats,
    });
  }

  const tenantRows = (): TenantListItem[] =>
    [...tenants.values()].map((tenant) => ({
      tenant: tenant.name,
      adminRoles: tenant.adminRoles.join(','),
      allowedClusters: tenant.allowedClusters.join(','),
      namespaces: namespaces.filter((namespace) => namespace.tenant === tenant.name).length,
      ...ZERO,
      ...tenant.figures,
    }));

  /** Pulsar's TenantInfo checks, in its order (TenantsBase). */
  function invalidTenantInfo(body: unknown) {
    const info = (body ?? {}) as { allowedClusters?: unknown; adminRoles?: unknown };
    const list = info.allowedClusters;
    if (!Array.isArray(list) || list.length === 0)
      return pulsarError(412, 'Clusters cannot be empty or blank');
    if (list.some((cluster) => !clusters.includes(String(cluster))))
      return pulsarError(412, 'Clusters do not exist');
    const roles = (info.adminRoles ?? []) as string[];
    if (roles.some((role) => role !== role.trim()))
      return pulsarError(412, 'AdminRoles contains whitespace in the beginning or end.');
    return undefined;
  }

  const handlers = [
    http.get(url('/admin/v2/tenants'), ({ request }) => {
      seen.push(request.clone());
      if (!caller.roles.includes('super')) return consoleError(403, MESSAGES.forbidden);
      return page(request, tenantRows(), 'tenant');
    }),
    http.get(url('/admin/v2/namespaces/:tenant'), ({ request, params }) => {
      seen.push(request.clone());
      const tenant = String(params.tenant);
      if (!caller.roles.includes('super') && !caller.tenants.includes(tenant))
        return consoleError(403, MESSAGES.forbidden);
      if (!tenants.has(tenant)) return consoleError(404, 'Tenant does not exist');
      const rows: NamespaceListItem[] = namespaces
        .filter((namespace) => namespace.tenant === tenant)
        .map((namespace) => ({
          namespace: namespace.name,
          topics: namespace.topics ?? 0,
          ...ZERO,
          ...namespace.figures,
        }));
      return page(request, rows, 'namespace');
    }),
    http.get('/admin/v2/clusters', ({ request }) => refused(request) ?? HttpResponse.json(clusters)),
    http.get('/admin/v2/tenants', ({ request }) => {
      const names = [...tenants.keys()].sort();
      // The proxy shows a tenant admin only its own tenants.
      const visible = caller.roles.includes('super')
        ? names
        : names.filter((name) => caller.tenants.includes(name));
      return refused(request) ?? HttpResponse.json(visible);
    }),
    http.get('/admin/v2/tenants/:tenant', ({ request, params }) => {
      const tenant = tenants.get(String(params.tenant));
      return (
        refused(request) ??
        (tenant
          ? HttpResponse.json({ adminRoles: tenant.adminRoles, allowedClusters: tenant.allowedClusters })
          : pulsarError(404, 'Tenant does not exist'))
      );
    }),
    http.put('/admin/v2/tenants/:tenant', async ({ request, params }) => {
      seen.push(request.clone());
      const name = String(params.tenant);
      const body = (await request.json()) as FakeTenant;
      const refusal = refused(request);
      if (refusal) return refusal;
      if (!isPulsarName(name)) return pulsarError(412, 'Tenant name is not valid');
      const invalid = invalidTenantInfo(body);
      if (invalid) return invalid;
      if (tenants.has(name)) return pulsarError(409, 'Tenant already exist');
      tenants.set(name, { name, adminRoles: body.adminRoles ?? [], allowedClusters: body.allowedClusters });
      return noContent();
    }),
    http.post('/admin/v2/tenants/:tenant', async ({ request, params }) => {
      seen.push(request.clone());
      const name = String(params.tenant);
      const body = (await request.json()) as FakeTenant;
      const refusal = refused(request);
      if (refusal) return refusal;
      const current = tenants.get(name);
      if (!current) return pulsarError(404, `Tenant ${name} not found`);
      const invalid = invalidTenantInfo(body);
      if (invalid) return invalid;
      tenants.set(name, {
        ...current,
        adminRoles: body.adminRoles ?? [],
        allowedClusters: body.allowedClusters,
      });
      return noContent();
    }),
    http.delete('/admin/v2/tenants/:tenant', ({ request, params }) => {
      seen.push(request.clone());
      const name = String(params.tenant);
      const refusal = refused(request);
      if (refusal) return refusal;
      if (!tenants.has(name)) return pulsarError(404, "Tenant doesn't exist");
      if (namespaces.some((namespace) => namespace.tenant === name))
        return pulsarError(409, 'The tenant still has active namespaces');
      tenants.delete(name);
      return noContent();
    }),
    http.put('/admin/v2/namespaces/:tenant/:namespace', ({ request, params }) => {
      seen.push(request.clone());
      const [tenant, name] = [String(params.tenant), String(params.namespace)];
      const refusal = refused(request);
      if (refusal) return refusal;
      if (!tenants.has(tenant)) return pulsarError(404, 'Tenant does not exist');
      if (namespaces.some((namespace) => namespace.tenant === tenant && namespace.name === name))
        return pulsarError(409, 'Namespace already exists');
      namespaces.push({ tenant, name });
      return noContent();
    }),
    http.delete('/admin/v2/namespaces/:tenant/:namespace', ({ request, params }) => {
      seen.push(request.clone());
      const [tenant, name] = [String(params.tenant), String(params.namespace)];
      const refusal = refused(request);
      if (refusal) return refusal;
      const index = namespaces.findIndex(
        (namespace) => namespace.tenant === tenant && namespace.name === name,
      );
      if (index < 0) return pulsarError(404, `Namespace ${tenant}/${name} does not exist.`);
      if ((namespaces[index]?.topics ?? 0) > 0) return pulsarError(409, 'Cannot delete non empty namespace');
      namespaces.splice(index, 1);
      return noContent();
    }),
  ];

  /** The catalogue calls the page made, as the query strings it sent. */
  const listQueries = (path: string) =>
    seen
      .filter((request) => request.method === 'GET' && new URL(request.url).pathname === url(path))
      .map((request) => Object.fromEntries(new URL(request.url).searchParams));

  return { handlers, seen, listQueries, tenants, namespaces };
}
