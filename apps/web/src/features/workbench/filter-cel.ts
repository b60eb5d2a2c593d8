// The filter builder's CEL (issue 30 item 3, decision 0075): a field path, an operator and a value
// made into an expression the user can still edit. Strings are quoted by JSON's rules, which CEL's
// double-quoted literals share (\" \\ \n \uXXXX), so no value can end the literal early; a path
// segment that is not an identifier is indexed with a quoted key (`properties["x-region"]`).

export const FILTER_OPERATORS = ['==', '!=', '>', '<', 'contains', 'startsWith', 'exists'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface FilterCondition {
  /** `value.orderId`, `properties.region`, `key`… */
  field: string;
  operator: FilterOperator;
  /** Ignored by `exists`. */
  value: string;
}

/** The filter's variables (decision 0068) a condition may start with. */
const FILTER_ROOTS = ['topic', 'key', 'value', 'properties', 'publishTime', 'eventTime', 'producer', 'size'];

/** A field the builder can write a condition on: a variable, then names separated by dots. */
export function isFilterField(field: string): boolean {
  const segments = field.trim().split('.');
  return (
    FILTER_ROOTS.includes(segments[0]!) &&
    segments.every((segment) => segment !== '' && !/\s/.test(segment)) &&
    (segments[0] === 'value' || segments[0] === 'properties' || segments.length === 1)
  );
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** CEL's reserved words cannot follow a dot. */
const RESERVED = new Set([
  'true',
  'false',
  'null',
  'in',
  'as',
  'break',
  'const',
  'continue',
  'else',
  'for',
  'function',
  'if',
  'import',
  'let',
  'loop',
  'package',
  'namespace',
  'return',
  'var',
  'void',
  'while',
]);
const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** A CEL string literal holding `text` exactly. */
export function celString(text: string): string {
  // JSON.stringify leaves U+2028/2029 raw, which CEL accepts in a string; everything else it escapes.
  return JSON.stringify(text);
}

/** The path as a CEL selection: names after dots, anything else indexed by a quoted key. */
export function celPath(field: string): string {
  const [root, ...rest] = field.trim().split('.');
  if (!root || !IDENTIFIER.test(root) || RESERVED.has(root)) throw new Error(`Not a field: ${field}`);
  return rest.reduce(
    (path, segment) =>
      IDENTIFIER.test(segment) && !RESERVED.has(segment)
        ? `${path}.${segment}`
        : `${path}[${celString(segment)}]`,
    root,
  );
}

/**
 * The value as the field's type wants it. The filter's variables are typed (decision 0068): `size`
 * an int, the times timestamps (an RFC 3339 text), the key, topic, producer and properties strings.
 * In the decoded value a number is written as a double (JSON numbers are doubles in CEL, and
 * `1 == 1.0` is an error across types), `true`/`false` as a boolean, anything else as a string.
 */
function celLiteral(field: string, value: string): string {
  const text = value.trim();
  const root = field.trim().split('.')[0];
  if (root === 'size' && /^-?\d+$/.test(text)) return text;
  if (root === 'publishTime' || root === 'eventTime') return `timestamp(${celString(text)})`;
  if (root !== 'value') return celString(value);
  if (NUMBER.test(text)) return /[.eE]/.test(text) ? text : `${text}.0`;
  if (text === 'true' || text === 'false') return text;
  return celString(value);
}

/** The last segment and what holds it, for `has()` and `in`. */
function parentAndName(field: string): { parent: string; name: string } | undefined {
  const segments = field.trim().split('.');
  if (segments.length < 2) return undefined;
  return { parent: celPath(segments.slice(0, -1).join('.')), name: segments.at(-1)! };
}

export function conditionCel({ field, operator, value }: FilterCondition): string {
  const path = celPath(field);
  switch (operator) {
    case '==':
    case '!=':
    case '>':
    case '<':
      return `${path} ${operator} ${celLiteral(field, value)}`;
    case 'contains':
    case 'startsWith':
      // A number or boolean field compares as text here: string() makes it one.
      return `string(${path}).${operator}(${celString(value)})`;
    case 'exists': {
      const holder = parentAndName(field);
      // A field exists when what holds it has it; a message without a key has the empty one.
      if (holder) return `${celString(holder.name)} in ${holder.parent}`;
      return path === 'key' ? 'key != ""' : 'true';
    }
  }
}

/** The condition added to what the filter field holds: alone, or joined with `&&`. */
export function withCondition(filter: string, condition: FilterCondition): string {
  const added = conditionCel(condition);
  const current = filter.trim();
  return current === '' ? added : `(${current}) && ${added}`;
}
