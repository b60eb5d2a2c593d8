// Two policy values are the same when their JSON is, whatever the order of their keys: Pulsar writes
// a record's keys in its own order, a hand-edited file in any.
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sorted(value));
}

export function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => value[key] !== undefined)
        .map((key) => [key, sorted(value[key])]),
    );
  }
  return value;
}

export const sameValue = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
