// Turns a record's before and after values into rows of a side-by-side diff: one row per field
// either side holds, marked changed, created or removed, so the eye goes to what moved.

export type FieldChange = 'changed' | 'created' | 'removed' | 'same';

export interface ChangeRow {
  field: string;
  before: string | undefined;
  after: string | undefined;
  change: FieldChange;
}

export interface RecordChange {
  /** Present when the record carries a before or an after value. */
  rows: ChangeRow[] | undefined;
  /** Everything else the record holds (a proxied call's status, a reason), shown as it is. */
  details: [string, string][];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as one readable line: text as it is, anything else as compact JSON. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

export function recordChange(detail: Record<string, unknown> | null): RecordChange {
  const { before, after, ...rest } = detail ?? {};
  const details = Object.entries(rest).map(([name, value]): [string, string] => [name, shown(value)]);
  if (!isObject(before) && !isObject(after)) return { rows: undefined, details };
  const was = isObject(before) ? before : {};
  const is = isObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  const rows = fields.map((field): ChangeRow => {
    const old = field in was ? shown(was[field]) : undefined;
    const now = field in is ? shown(is[field]) : undefined;
    let change: FieldChange = 'same';
    if (old === undefined) change = 'created';
    else if (now === undefined) change = 'removed';
    else if (old !== now) change = 'changed';
    return { field, before: old, after: now, change };
  });
  return { rows, details };
}
