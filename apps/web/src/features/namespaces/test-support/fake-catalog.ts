// Beacon's statistics catalogue for one namespace (packages/contracts/src/catalog.ts): the query is
// checked with the contract's own schema, and the topic list is filtered, sorted and paged on the
// "server", as the real catalogue does, so tests can prove what the page asks for.
import {
  MESSAGES,
  TOPIC_SORT_KEYS,
  can,
  catalogListQuerySchema,
  type TopicListItem,
  type TopicListResponse,
} from '@beacon/contracts';
import { HttpResponse, http } from 'msw';
import { url, type SeenRequests } from '../../../test/console-api.ts';
import { findNamespace, namespaceStats, type NamespaceWorld } from './namespace-world.ts';

/** Who the server believes the caller is (its session), checked with the permission table. */
export type CatalogAccess = Parameters<typeof can>[0];
const SUPER: CatalogAccess = { roles: ['super'], tenants: [] };

const refuse = (status: number, text: string) =>
  HttpResponse.json({ error: text, message: text }, { status });

type Params = Record<string, string | readonly string[] | undefined>;
const param = (params: Params, name: string) => decodeURIComponent(String(params[name] ?? ''));

export function fakeCatalog(world: NamespaceWorld, seen: SeenRequests = [], access: CatalogAccess = SUPER) {
  return [
    http.get(url('/admin/v2/namespaces/:tenant/:namespace/stats'), ({ request, params }) => {
      seen.push(request);
      if (!can(access, 'namespace.read', param(params, 'tenant'))) return refuse(403, MESSAGES.forbidden);
      const namespace = findNamespace(world, param(params, 'tenant'), param(params, 'namespace'));
      // Figures come from the collector's snapshot: a namespace it has not seen shows zeros.
      return HttpResponse.json(namespace?.stats ?? namespaceStats());
    }),
    http.get(url('/admin/v2/topics/:tenant/:namespace/stats'), ({ request, params }) => {
      seen.push(request);
      if (!can(access, 'topic.list', param(params, 'tenant'))) return refuse(403, MESSAGES.forbidden);
      const namespace = findNamespace(world, param(params, 'tenant'), param(params, 'namespace'));
      if (!namespace) return refuse(404, 'Namespace does not exist');
      const parsed = catalogListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? 'Bad request');
      const { page_num, page_size, sort = 'topic', order, filter } = parsed.data;
      if (!(TOPIC_SORT_KEYS as readonly string[]).includes(sort))
        return refuse(400, `sort must be one of ${TOPIC_SORT_KEYS.join(', ')}`);
      // Every sort key names a number or the topic's name.
      const key = sort as Exclude<keyof TopicListItem, 'clusters'>;
      const needle = filter.toLowerCase();
      const matching = namespace.topics
        .filter((topic) => topic.topic.toLowerCase().includes(needle))
        .sort((a, b) => {
          const left = a[key];
          const right = b[key];
          const compared =
            typeof left === 'number' && typeof right === 'number'
              ? left - right
              : String(left).localeCompare(String(right));
          return order === 'desc' ? -compared : compared;
        });
      const body: TopicListResponse = {
        isPage: true,
        total: matching.length,
        pageNum: page_num,
        pageSize: page_size,
        topics: matching.slice((page_num - 1) * page_size, page_num * page_size),
        stats: namespace.stats.stats,
      };
      return HttpResponse.json(body);
    }),
  ];
}
