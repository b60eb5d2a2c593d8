// The differences between two policy documents, as a person reads them: a path into the document, and
// what it was and is. Records on both sides are compared key by key, so one changed retention is
// one line (`…policies.retention.retentionTimeInMinutes`); anything else — a value, a list, a record
// on one side only — is compared whole. Paths come in the document's own (sorted) order.
import type { PolicyDifference } from '@beacon/contracts';
import { isRecord, sameValue } from './same-value.ts';

/** Document keys that say where a document came from, not what it holds. */
const ABOUT = new Set(['beaconPolicies', 'scope', 'name', 'exportedFrom']);

export function documentDifferences(before: unknown, after: unknown): PolicyDifference[] {
  const differences: PolicyDifference[] = [];
  walk(before, after, [], differences);
  return differences;
}

function walk(before: unknown, after: unknown, path: string[], into: PolicyDifference[]): void {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    for (const key of keys) {
      if (path.length === 0 && ABOUT.has(key)) continue;
      walk(before[key], after[key], [...path, key], into);
    }
    return;
  }
  if (before === undefined && after === undefined) return;
  if (before === undefined) into.push({ path, kind: 'added', after });
  else if (after === undefined) into.push({ path, kind: 'removed', before });
  else if (!sameValue(before, after)) into.push({ path, kind: 'changed', before, after });
}
