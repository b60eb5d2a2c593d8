// The functions, sources and sinks the palette finds (decision 0092). Pulsar's worker lists them one
// namespace at a time and the catalogue does not keep them, so they are read in the browser when the
// palette opens — never per keystroke — at most once a minute, and ranked locally as the screens are:
// the tenants (a super user's from Pulsar, a tenant admin's own), their namespaces, then each kind's
// names per namespace, FETCH_AT_ONCE calls at a time and at most MAX_NAMESPACES namespaces. The
// names are read through the functions pages' own query, so a page opened from here reuses them.
// An environment without a functions worker answers the first call with 409: nothing more is asked.
import { namespaces, tenants } from '@beacon/pulsar-admin';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callPulsar } from '../../shared/api/pulsar-call.ts';
import { environmentKey } from '../../shared/api/pulsar-keys.ts';
import { componentNamesQuery, isNoWorker, type ComponentKind } from '../functions/index.ts';

/** A bound on one opening's calls: three per namespace. */
export const MAX_NAMESPACES = 100;
const FETCH_AT_ONCE = 4;
const KINDS: readonly ComponentKind[] = ['function', 'source', 'sink'];

export interface PaletteComponent {
  kind: ComponentKind;
  tenant: string;
  namespace: string;
  name: string;
}

export interface ComponentsFound {
  components: PaletteComponent[];
  /** More namespaces than MAX_NAMESPACES: the ones after were not looked in. */
  truncated: boolean;
}

/**
 * `tenantsOfUser`: undefined for a super user (every tenant Pulsar lists), else the tenants whose
 * functions the user may read.
 */
export const paletteComponentsQuery = (tenantsOfUser: readonly string[] | undefined) =>
  queryOptions({
    queryKey: [...environmentKey(), 'palette', 'components', tenantsOfUser ?? 'all'],
    queryFn: ({ client, signal }) => findComponents(client, tenantsOfUser, signal),
    staleTime: 60_000,
    retry: false,
  });

async function findComponents(
  client: QueryClient,
  tenantsOfUser: readonly string[] | undefined,
  signal: AbortSignal,
): Promise<ComponentsFound> {
  const quiet = { signal, failures: 'caller' as const };
  const tenantNames = tenantsOfUser ?? (await callPulsar(tenants.list, {}, quiet));
  const places: { tenant: string; namespace: string }[] = [];
  for (const tenant of [...tenantNames].sort()) {
    if (places.length > MAX_NAMESPACES) break;
    // A tenant gone or refused since it was listed hides its namespaces, not the others'.
    const names = await callPulsar(namespaces.list, { tenant }, quiet).catch(() => []);
    for (const full of names.sort()) places.push({ tenant, namespace: full.slice(full.indexOf('/') + 1) });
  }
  const looked = places.slice(0, MAX_NAMESPACES);
  const components: PaletteComponent[] = [];
  let noWorker = false;
  const lookIn = async ({ tenant, namespace }: { tenant: string; namespace: string }) => {
    for (const kind of KINDS) {
      if (noWorker || signal.aborted) return;
      try {
        const names = await client.fetchQuery(componentNamesQuery(kind, tenant, namespace));
        for (const name of names) components.push({ kind, tenant, namespace, name });
      } catch (error) {
        if (isNoWorker(error)) noWorker = true;
        // Another refusal (a namespace without the worker's permission) hides that list only.
      }
    }
  };
  // The first namespace alone: an environment without a worker says so at once.
  const [first, ...others] = looked;
  if (first) await lookIn(first);
  for (let at = 0; at < others.length && !noWorker; at += FETCH_AT_ONCE)
    await Promise.all(others.slice(at, at + FETCH_AT_ONCE).map(lookIn));
  // Found in whatever order the calls answered: listed in one order, so equal scores rank alike.
  const order = (component: PaletteComponent) =>
    `${component.tenant}/${component.namespace}/${component.name}\n${component.kind}`;
  components.sort((left, right) => order(left).localeCompare(order(right)));
  return { components, truncated: places.length > MAX_NAMESPACES };
}
