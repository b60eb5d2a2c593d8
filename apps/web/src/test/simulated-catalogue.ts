// Beacon's enriched lists ({prefix}/admin/v2/tenants, /namespaces/{tenant}) over the simulated
// Pulsar: the rows are the simulator's tenants and namespaces, as the server's catalogue module
// reads them from the environment; the traffic figures are the stats collector's, which a test
// gives (nothing collects them here). Paging, sorting, filtering and refusals as the server does.
import {
  MESSAGES,
  catalogListQuerySchema,
  type CatalogFreshness,
  type NamespaceListItem,
  type TenantListItem,
  type TrafficFigures,
  type UserInfoResponse,
} from '@beacon/contracts';
import { HttpResponse, http } from 'msw';
import { url, userInfoOf } from './console-api.ts';
import { network } from './network.ts';
import type { SimulatedPulsar } from './simulator-network.ts';

export interface SimulatedCatalogueOptions {
  /** The collector's figures per tenant (`finance`) or namespace (`finance/payments`). */
  figures?: Record<string, Partial<TrafficFigures>>;
  stats?: CatalogFreshness;
  /** Who is signed in (default: a superuser). */
  user?: UserInfoResponse;
}

const ZERO: TrafficFigures = { inMsg: 0, outMsg: 0, inBytes: 0, outBytes: 0, storageSize: 0 };
const consoleError = (status: number, text: string) =>
  HttpResponse.json({ error: text, message: text }, { status });

export function serveCatalogue(pulsar: SimulatedPulsar, options: SimulatedCatalogueOptions = {}) {
  const user = options.user ?? userInfoOf();
  const stats = options.stats ?? { collectedAt: Date.now() - 30_000, failedBrokers: [] };
  const figures = (key: string): TrafficFigures => ({ ...ZERO, ...options.figures?.[key] });
  const seen: Request[] = [];
  const superuser = user.roles.includes('super');

  const namespacesOf = (tenant: string) =>
    [...pulsar.state.namespaces.keys()].filter((name) => name.startsWith(`${tenant}/`));
  /** Topics as the catalogue counts them: a partitioned topic once, its partitions not at all. */
  const topicsIn = (namespace: string) =>
    [...pulsar.state.topics.values()].filter(
      (topic) => topic.namespace === namespace && topic.partitionIndex < 0,
    ).length +
    [...pulsar.state.partitionedTopics.values()].filter((topic) => topic.namespace === namespace).length;

  /** The catalogue's paging, sorting and filtering; 400 with the contract's words on a bad query. */
  function page<Item extends object>(request: Request, items: Item[], nameKey: keyof Item & string) {
    const parsed = catalogListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
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

  network.use(
    http.get(url('/admin/v2/tenants'), ({ request }) => {
      seen.push(request.clone());
      if (!superuser) return consoleError(403, MESSAGES.forbidden);
      const rows: TenantListItem[] = [...pulsar.state.tenants].map(([tenant, info]) => ({
        tenant,
        adminRoles: info.adminRoles.join(','),
        allowedClusters: info.allowedClusters.join(','),
        namespaces: namespacesOf(tenant).length,
        ...figures(tenant),
      }));
      return page(request, rows, 'tenant');
    }),
    http.get(url('/admin/v2/namespaces/:tenant'), ({ request, params }) => {
      seen.push(request.clone());
      const tenant = String(params.tenant);
      if (!superuser && !user.tenants.includes(tenant)) return consoleError(403, MESSAGES.forbidden);
      if (!pulsar.state.tenants.has(tenant)) return consoleError(404, 'Tenant does not exist');
      const rows: NamespaceListItem[] = namespacesOf(tenant).map((name) => ({
        namespace: name.slice(tenant.length + 1),
        topics: topicsIn(name),
        ...figures(name),
      }));
      return page(request, rows, 'namespace');
    }),
  );

  /** The list calls the page made, as the query strings it sent. */
  const listQueries = (path: string) =>
    seen
      .filter((request) => new URL(request.url).pathname === url(path))
      .map((request) => Object.fromEntries(new URL(request.url).searchParams));

  return { seen, listQueries };
}
