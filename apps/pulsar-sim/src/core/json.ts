// Jackson NON_NULL: the broker omits null fields. Body readers: Pulsar's JSON values arrive untyped.
export function withoutNulls<T extends Record<string, unknown>>(value: T): T {
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field !== null && field !== undefined) result[key] = field;
  }
  return result as T;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

export function stringMap(value: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!isRecord(value)) return result;
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string') result[key] = field;
    else if (typeof field === 'number' || typeof field === 'boolean') result[key] = String(field);
  }
  return result;
}
