// Where the functions, sources and sinks pages open when the URL names no namespace (issue 28 A11):
// the first namespace that has some of the kind, not Pulsar's public/default where usually nothing
// runs. Pulsar's worker lists one namespace at a time, so the namespaces are asked in order, public
// first, at most MAX_PROBES of them; none found (or no worker) opens public/default, as before.
import { namespaces, tenants } from '@beacon/pulsar-admin';
import { queryOptions } from '@tanstack/react-query';
import { callPulsar } from '../../shared/api/pulsar-call.ts';
import { componentNamesQuery, namespaceKey } from './components.api.ts';
import type { ComponentKind } from './kinds.ts';

export const DEFAULT_PLACE = { tenant: 'public', namespace: 'default' } as const;
/** A bound on the calls one visit makes where nothing runs anywhere. */
export const MAX_PROBES = 25;

export interface Place {
  tenant: string;
  namespace: string;
}

/** Tenants and their namespaces in the order they are looked in: public/default first. */
async function candidates(signal: AbortSignal): Promise<Place[]> {
  const quiet = { signal, failures: 'caller' as const };
  const tenantNames = (await callPulsar(tenants.list, {}, quiet)).sort((a, b) =>
    a === 'public' ? -1 : b === 'public' ? 1 : a.localeCompare(b),
  );
  const places: Place[] = [];
  for (const tenant of tenantNames) {
    if (places.length >= MAX_PROBES) break;
    const names = await callPulsar(namespaces.list, { tenant }, quiet);
    for (const full of names.sort()) places.push({ tenant, namespace: full.slice(full.indexOf('/') + 1) });
  }
  const isDefault = (place: Place) =>
    place.tenant === DEFAULT_PLACE.tenant && place.namespace === DEFAULT_PLACE.namespace;
  return [...places.filter(isDefault), ...places.filter((place) => !isDefault(place))].slice(0, MAX_PROBES);
}

export const firstPlaceQuery = (kind: ComponentKind) =>
  queryOptions({
    queryKey: [...namespaceKey(kind, '', ''), 'first-place'],
    queryFn: async ({ client, signal }): Promise<Place> => {
      try {
        for (const place of await candidates(signal)) {
          const names = await client.fetchQuery(componentNamesQuery(kind, place.tenant, place.namespace));
          if (names.length > 0) return place;
        }
      } catch {
        // A tenant the user may not list, no worker: the default place says what is wrong there.
      }
      return DEFAULT_PLACE;
    },
    staleTime: 60_000,
    retry: false,
  });
