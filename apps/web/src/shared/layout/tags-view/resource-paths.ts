// Which console pages show a resource that is gone. Both a Pulsar admin path and a console page
// path are read as the chain tenant → namespace → topic → subscription; a page shows the resource
// when the resource's chain starts its own (a tenant's deletion takes its namespaces' pages too).

import { pathSegments } from '../../lib/path-segments.ts';
import { matchRoute } from '../../routes/match-route.ts';
import { routes } from '../../routes/route-table.ts';

/** Ordered identity of a resource: ['finance'], ['finance', 'ns'], […, 'persistent://…'], […, 'sub']. */
export type ResourceChain = readonly string[];

const topicId = (domain: string, topic: string) => `${domain}:${topic}`;
const isDomain = (segment: string | undefined) => segment === 'persistent' || segment === 'non-persistent';

/**
 * The resource a Pulsar admin DELETE removed, or undefined when it removed a part of one (a
 * permission, a policy, a schema): only the resource's own path counts.
 */
export function deletedResource(adminPath: string): ResourceChain | undefined {
  const [admin, v2, kind, ...rest] = pathSegments(adminPath);
  if (admin !== 'admin' || v2 !== 'v2' || kind === undefined) return undefined;
  const [tenant, namespace, topic, ...tail] = rest;
  if (kind === 'tenants' && rest.length === 1 && tenant) return [tenant];
  if (kind === 'namespaces' && rest.length === 2 && tenant && namespace) return [tenant, namespace];
  if (!isDomain(kind) || !tenant || !namespace || !topic) return undefined;
  const chain = [tenant, namespace, topicId(kind, topic)];
  if (tail.length === 0 || (tail.length === 1 && tail[0] === 'partitions')) return chain;
  if (tail.length === 2 && tail[0] === 'subscription' && tail[1]) return [...chain, tail[1]];
  return undefined;
}

/** The resource a console page shows (read through the route table), or undefined for pages of no single resource. */
export function pageResource(pathname: string): ResourceChain | undefined {
  const match = matchRoute(pathname);
  if (!match) return undefined;
  const { route, params } = match;
  const { tenant = '', namespace = '', persistent, topic = '', subscription = '' } = params;
  if (route === routes.tenant || route === routes.tenantNamespaces) return [tenant];
  if (route === routes.namespace) return [tenant, namespace];
  if (!isDomain(persistent)) return undefined;
  const chain = [tenant, namespace, topicId(persistent, topic)];
  if (route === routes.topic || route === routes.partitionedTopic) return chain;
  if (route === routes.subscription) return [...chain, subscription];
  return undefined;
}

/** Whether the page at `pathname` shows `gone` or something inside it. */
export function pageShows(pathname: string, gone: ResourceChain): boolean {
  const shown = pageResource(pathname);
  return (
    shown !== undefined && gone.length <= shown.length && gone.every((part, index) => shown[index] === part)
  );
}

/**
 * A tab names the resource its page shows, so two topics' pages are not two "Topic Details" tabs
 * (issue 28 A13): the page's title, then the tenant, namespace, topic or subscription.
 */
export function tabLabel(title: string, pathname: string): string {
  const shown = pageResource(pathname);
  const last = shown?.at(-1);
  if (!shown || !last) return title;
  // A topic is `domain:name` in the chain; a namespace reads `tenant/namespace`.
  const name =
    shown.length === 3 ? last.slice(last.indexOf(':') + 1) : shown.length === 2 ? shown.join('/') : last;
  return `${title} · ${name}`;
}
