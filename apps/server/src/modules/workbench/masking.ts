// Masking (issue 30 item 6, decision 0073): the fields a rule names are replaced by MASKED_MARKER on
// every decoded message before the filter, the view, an export or a replay sees it. The field keeps
// its place (a table's column is still there) and loses its content. Where a value could not be
// decoded into fields (bytes, undecodable), a rule on any of its fields hides the whole value: the
// server cannot tell where the field is, and showing it would be the unsafe guess.
import {
  EVERY_ENVIRONMENT,
  MASKED_MARKER,
  topicPatternMatches,
  type ReadMessageLine,
  type ReadValue,
} from '@beacon/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';

export interface MaskingRuleOfRead {
  topicPattern: string;
  fields: readonly string[];
}

export class Masking {
  readonly #rules: readonly MaskingRuleOfRead[];
  /** The fields hidden on each topic (or partition) read so far. */
  readonly #fieldsOf = new Map<string, string[]>();

  constructor(rules: readonly MaskingRuleOfRead[]) {
    this.#rules = rules;
  }

  get empty(): boolean {
    return this.#rules.length === 0;
  }

  fieldsFor(topic: string): string[] {
    let fields = this.#fieldsOf.get(topic);
    if (!fields) {
      fields = [
        ...new Set(
          this.#rules
            .filter((rule) => topicPatternMatches(rule.topicPattern, topic))
            .flatMap((rule) => rule.fields),
        ),
      ];
      this.#fieldsOf.set(topic, fields);
    }
    return fields;
  }

  /** The line with every field a rule names for its topic masked; the same line when none. */
  apply(line: ReadMessageLine): ReadMessageLine {
    const fields = this.fieldsFor(line.topic);
    return fields.reduce(maskField, line);
  }
}

/** The rules that hold in `environment`: its own and those for every environment. */
export async function maskingIn(db: Kysely<Database>, environment: string): Promise<Masking> {
  const rows = await db
    .selectFrom('masking_rules')
    .select(['topic_pattern', 'fields'])
    .where('environment', 'in', [environment, EVERY_ENVIRONMENT])
    .execute();
  return new Masking(
    rows.map((row) => ({ topicPattern: row.topic_pattern, fields: JSON.parse(row.fields) as string[] })),
  );
}

const MASKED_VALUE: ReadValue = { format: 'text', value: MASKED_MARKER };

function maskField(line: ReadMessageLine, field: string): ReadMessageLine {
  if (field === 'key') {
    // A KEY_VALUE message with its key apart carries the key's content in the value too.
    const value = line.value?.format === 'keyValue' ? { ...line.value, key: MASKED_VALUE } : line.value;
    return line.key === undefined && value === line.value ? line : { ...line, key: MASKED_MARKER, value };
  }
  if (field.startsWith('properties.')) {
    const name = field.slice('properties.'.length);
    if (!Object.hasOwn(line.properties, name)) return line;
    return { ...line, properties: { ...line.properties, [name]: MASKED_MARKER } };
  }
  if (line.value === null) return line;
  const path = field.split('.').slice(1);
  const value = maskValue(line.value, path);
  return value === line.value ? line : { ...line, value };
}

/** The value with the path masked, as the filter sees it: JSON text parsed, a key-value as {key, value}. */
function maskValue(value: ReadValue, path: readonly string[]): ReadValue {
  if (path.length === 0) return MASKED_VALUE;
  switch (value.format) {
    case 'json': {
      const masked = maskPath(value.value, path);
      return masked === value.value ? value : { format: 'json', value: masked };
    }
    case 'text': {
      const parsed = jsonOf(value.value);
      if (parsed === undefined) return value;
      const masked = maskPath(parsed, path);
      return masked === parsed ? value : { format: 'text', value: JSON.stringify(masked) };
    }
    case 'keyValue': {
      const [side, ...rest] = path;
      if (side === 'key') {
        const key = maskValue(value.key, rest);
        return key === value.key ? value : { ...value, key };
      }
      if (side === 'value') {
        const inner = maskValue(value.value, rest);
        return inner === value.value ? value : { ...value, value: inner };
      }
      return value;
    }
    case 'bytes':
    case 'undecodable':
      return MASKED_VALUE;
  }
}

/** The node with the path's field replaced by the marker; the same node when it has no such field. */
function maskPath(node: unknown, path: readonly string[]): unknown {
  if (path.length === 0) return MASKED_MARKER;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(node)) {
    const items = node as unknown[];
    if (/^\d+$/.test(head)) {
      const index = Number(head);
      if (index >= items.length) return node;
      const masked = maskPath(items[index], rest);
      return masked === items[index] ? node : items.map((item, at) => (at === index ? masked : item));
    }
    // A path through an array goes on in every element: value.items.card hides each item's card.
    const masked = items.map((item) => maskPath(item, path));
    return masked.every((item, at) => item === items[at]) ? node : masked;
  }
  if (node === null || typeof node !== 'object' || !Object.hasOwn(node, head)) return node;
  const child = (node as Record<string, unknown>)[head];
  const masked = maskPath(child, rest);
  return masked === child ? node : { ...(node as Record<string, unknown>), [head]: masked };
}

/** A text's JSON object or array, as the filter reads it; undefined for other text. */
function jsonOf(text: string): unknown {
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
