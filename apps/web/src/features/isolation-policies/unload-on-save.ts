// What saving a policy unloads, as Pulsar 4.0.7 decides it (ClustersBase
// filterAndUnloadMatchedNamespaceAsync, ClustersBase.java:768-856): nothing with unload_scope `none`;
// with `all_matching`, or when the primary broker regexes change, every namespace of the cluster
// that the new or the old regexes match; otherwise only those matched by a regex in one of the two
// policies and not in both (every regex of a new policy).
import { matchingNames } from './java-regex.ts';

export type UnloadScope = 'all_matching' | 'changed' | 'none';

export interface PolicyRegexes {
  namespaces: readonly string[];
  primary: readonly string[];
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item)) && b.every((item) => a.includes(item));

/** The regexes whose namespaces a save unloads. */
export function unloadingRegexes(
  saved: PolicyRegexes,
  old: PolicyRegexes | undefined,
  scope: UnloadScope,
): string[] {
  if (scope === 'none') return [];
  const combined = [...new Set([...saved.namespaces, ...(old?.namespaces ?? [])])];
  const all = scope === 'all_matching' || (old !== undefined && !sameSet(old.primary, saved.primary));
  if (all || !old) return combined;
  return combined.filter((regex) => !(saved.namespaces.includes(regex) && old.namespaces.includes(regex)));
}

/** The namespaces of the cluster (`local`) a save unloads. */
export const namespacesUnloaded = (
  saved: PolicyRegexes,
  old: PolicyRegexes | undefined,
  scope: UnloadScope,
  local: readonly string[],
): string[] => matchingNames(unloadingRegexes(saved, old, scope), local);
