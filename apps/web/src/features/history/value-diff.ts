// The diff view's rows (decision 0095): a change's two values field by field. An object is read
// down to its leaves (`limitSize`, `destination_storage.policy`), a list as one field, a bare value
// (a TTL, a setting) as one row named by the change itself. Fields are listed in a stable order,
// changed ones marked, so a policy of ten fields shows at a glance which of them moved.
import type { HistoryValue } from './history.api.ts';

/** One field's two sides: a leaf's value, `null` for a policy or resource that is unset or absent. */
export interface DiffRow {
  /** '' for a bare value. */
  field: string;
  before: DiffSide;
  after: DiffSide;
  changed: boolean;
}

/** A side as shown: a value, unset (null at the top, or the field absent), or not known. */
export type DiffSide = { kind: 'value'; text: string } | { kind: 'unset' } | { kind: 'unknown' };

const UNKNOWN: DiffSide = { kind: 'unknown' };
const UNSET: DiffSide = { kind: 'unset' };

export function diffRows(before: HistoryValue, after: HistoryValue): DiffRow[] {
  const left = before.known ? leaves(before.value) : undefined;
  const right = after.known ? leaves(after.value) : undefined;
  const fields = [...new Set([...(left?.keys() ?? []), ...(right?.keys() ?? [])])].sort(byPath);
  if (fields.length === 0) fields.push('');
  return fields.map((field) => {
    const one = sideOf(left, field);
    const other = sideOf(right, field);
    return { field, before: one, after: other, changed: !sameSide(one, other) };
  });
}

function sideOf(values: Map<string, string> | undefined, field: string): DiffSide {
  if (!values) return UNKNOWN;
  const text = values.get(field);
  return text === undefined ? UNSET : { kind: 'value', text };
}

function sameSide(one: DiffSide, other: DiffSide): boolean {
  if (one.kind !== other.kind) return false;
  return one.kind !== 'value' || one.text === (other as { text: string }).text;
}

/** Every leaf of a value by its dotted path; a bare value under ''; nothing for null. */
function leaves(value: unknown, path = '', into = new Map<string, string>()): Map<string, string> {
  if (value === null || value === undefined) return into;
  if (typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    // An empty object is a value of its own (a map with no quota set), not nothing.
    if (entries.length === 0 && path !== '') into.set(path, '{}');
    for (const [key, inner] of entries) leaves(inner, path === '' ? key : `${path}.${key}`, into);
    return into;
  }
  into.set(path, textOf(value));
  return into;
}

function textOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(textOf).join(', ');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function byPath(one: string, other: string): number {
  return one.localeCompare(other);
}
