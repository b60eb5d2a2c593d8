// Pulsar's admin REST calls of the namespace page, as Beacon's proxy passes them through: Pulsar's
// paths, statuses (204 on changes) and `{reason}` bodies (contract §1.5, §2.8, §2.9; the reasons are
// the simulator's, which its contract tests check against Pulsar).
import { HttpResponse, http } from 'msw';
import type { SeenRequests } from '../../../test/console-api.ts';
import {
  findNamespace,
  hex,
  topicItem,
  type NamespaceWorld,
  type WorldNamespace,
} from './namespace-world.ts';

const reason = (status: number, text: string) => HttpResponse.json({ reason: text }, { status });
const noContent = () => new HttpResponse(null, { status: 204 });

type Params = Record<string, string | readonly string[] | undefined>;
const param = (params: Params, name: string) => decodeURIComponent(String(params[name] ?? ''));

function namespaceOf(world: NamespaceWorld, params: Params): WorldNamespace | undefined {
  return findNamespace(world, param(params, 'tenant'), param(params, 'namespace'));
}

/** The replication cluster the call was routed to (x-pulsar-cluster), or the first one. */
function clusterOf(request: Request, namespace: WorldNamespace): string {
  return request.headers.get('x-pulsar-cluster') ?? namespace.clusters[0] ?? '';
}

function bundleIndex(namespace: WorldNamespace, cluster: string, range: string): number | undefined {
  const boundaries = namespace.boundaries[cluster] ?? [];
  return boundaries
    .slice(1)
    .findIndex((upper, index) => `${hex(boundaries[index] ?? 0)}_${hex(upper)}` === range);
}

export function fakePulsarAdmin(world: NamespaceWorld, seen: SeenRequests = []) {
  const base = '/admin/v2/namespaces/:tenant/:namespace';
  const record = (request: Request) => seen.push(request.clone());

  function bundleCall(split: boolean) {
    return ({ request, params }: { request: Request; params: Params }) => {
      record(request);
      const namespace = namespaceOf(world, params);
      if (!namespace) return reason(404, 'Namespace does not exist');
      const range = param(params, 'bundle');
      if (!/^0x[0-9a-f]{8}_0x[0-9a-f]{8}$/i.test(range)) return reason(412, `Invalid bundle range: ${range}`);
      const cluster = clusterOf(request, namespace);
      const index = bundleIndex(namespace, cluster, range);
      if (index === undefined || index < 0)
        return reason(
          404,
          `Bundle ${range} not found in namespace ${namespace.tenant}/${namespace.namespace}`,
        );
      if (split) {
        const boundaries = namespace.boundaries[cluster] ?? [];
        const lower = boundaries[index] ?? 0;
        const upper = boundaries[index + 1] ?? 0;
        boundaries.splice(index + 1, 0, lower + Math.floor((upper - lower) / 2));
      }
      return noContent();
    };
  }

  function namespaceCall({ request, params }: { request: Request; params: Params }) {
    record(request);
    return namespaceOf(world, params) ? noContent() : reason(404, 'Namespace does not exist');
  }

  function createTopic(partitioned: boolean) {
    return async ({ request, params }: { request: Request; params: Params }) => {
      const domain = param(params, 'domain');
      // Only topic paths: /admin/v2/namespaces/... calls are answered above.
      if (domain !== 'persistent' && domain !== 'non-persistent') return undefined;
      record(request);
      const namespace = namespaceOf(world, params);
      if (!namespace) return reason(404, 'Namespace not found');
      const topic = param(params, 'topic');
      const partitions = partitioned ? ((await request.json()) as number) : 0;
      if (partitioned && (!Number.isInteger(partitions) || partitions <= 0))
        return reason(406, 'Number of partitions should be more than 0');
      const existing = namespace.topics.find((entry) => entry.topic === topic && entry.persistent === domain);
      if (existing)
        return reason(
          409,
          partitioned && existing.partitions > 0
            ? 'Partitioned topic already exists'
            : 'This topic already exists',
        );
      namespace.topics.push(topicItem(topic, { persistent: domain, partitions }));
      return noContent();
    };
  }

  return [
    http.get('/admin/v2/tenants', ({ request }) => {
      record(request);
      return HttpResponse.json([...new Set(world.namespaces.map((entry) => entry.tenant))]);
    }),
    http.get('/admin/v2/namespaces/:tenant', ({ request, params }) => {
      record(request);
      const tenant = param(params, 'tenant');
      const names = world.namespaces.filter((entry) => entry.tenant === tenant);
      if (names.length === 0) return reason(404, 'Tenant does not exist');
      return HttpResponse.json(names.map((entry) => `${entry.tenant}/${entry.namespace}`));
    }),
    http.get(base, ({ request, params }) => {
      record(request);
      const namespace = namespaceOf(world, params);
      if (!namespace) return reason(404, 'Namespace does not exist');
      const boundaries = (namespace.boundaries[namespace.clusters[0] ?? ''] ?? []).map(hex);
      return HttpResponse.json({
        replication_clusters: namespace.clusters,
        bundles: { boundaries, numBundles: boundaries.length - 1 },
        auth_policies: { namespace_auth: {}, destination_auth: {}, subscription_auth_roles: {} },
        is_allow_auto_update_schema: true,
      });
    }),
    http.get(`${base}/bundles`, ({ request, params }) => {
      record(request);
      const namespace = namespaceOf(world, params);
      if (!namespace) return reason(404, 'Namespace does not exist');
      const boundaries = (namespace.boundaries[clusterOf(request, namespace)] ?? []).map(hex);
      return HttpResponse.json({ boundaries, numBundles: boundaries.length - 1 });
    }),
    http.put(`${base}/unload`, namespaceCall),
    http.post(`${base}/clearBacklog`, namespaceCall),
    http.put(`${base}/:bundle/split`, bundleCall(true)),
    http.put(`${base}/:bundle/unload`, bundleCall(false)),
    http.post(`${base}/:bundle/clearBacklog`, bundleCall(false)),
    http.put('/admin/v2/:domain/:tenant/:namespace/:topic/partitions', createTopic(true)),
    http.put('/admin/v2/:domain/:tenant/:namespace/:topic', createTopic(false)),
  ];
}
