// Columns picked by path (issue 30 item 3, decision 0075): `key`, `topic`, `properties.region`,
// `value.orderId`, `value.customer.name`, `value.items.0.sku`… read from a message line as the server
// decoded it. A text value holding a JSON object or array is read as JSON, as the server's filter
// reads it; a key/value message's value is `{key, value}`. Only the path's text is user input: it is
// looked up, never evaluated.
import type { ReadMessageLine, ReadValue } from '@beacon/contracts';

/** The fields of a message a path may start with (the filter's variables). */
export const PATH_ROOTS = [
  'key',
  'topic',
  'id',
  'producer',
  'publishTime',
  'eventTime',
  'size',
  'properties',
  'value',
] as const;
/** Columns one table may add. */
export const MAX_PATH_COLUMNS = 12;
const MAX_PATH_LENGTH = 200;

const PATH = new RegExp(`^(${PATH_ROOTS.join('|')})(\\.[^.\\s]+)*$`);

/** A path the table can show: a known root, then dot-separated names, `properties` with one name. */
export function isMessagePath(text: string): boolean {
  if (text.length > MAX_PATH_LENGTH || !PATH.test(text)) return false;
  const segments = text.split('.');
  if (segments[0] === 'properties') return segments.length === 2;
  return segments[0] === 'value' || segments.length === 1;
}

/** A path's value on a line; undefined when the message has nothing there. */
export function valueAtPath(line: ReadMessageLine, path: string): unknown {
  const [root, ...rest] = path.split('.');
  let current: unknown;
  switch (root) {
    case 'properties':
      current = line.properties;
      break;
    case 'value':
      current = line.value === null ? undefined : plainValue(line.value);
      break;
    case 'key':
    case 'topic':
    case 'id':
    case 'producer':
    case 'publishTime':
    case 'eventTime':
    case 'size':
      current = line[root];
      break;
    default:
      return undefined;
  }
  for (const segment of rest) {
    if (typeof current !== 'object' || current === null) return undefined;
    if (!Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function plainValue(value: ReadValue): unknown {
  switch (value.format) {
    case 'json':
      return value.value;
    case 'text':
      return jsonOrText(value.value);
    case 'keyValue':
      return { key: plainValue(value.key), value: plainValue(value.value) };
    case 'bytes':
    case 'undecodable':
      return value.base64;
  }
}

function jsonOrText(text: string): unknown {
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A value on one line: text as it is, anything else as compact JSON; missing as an em dash. */
export function compactText(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  // JSON has no text for a function or symbol; a decoded value holds neither.
  return JSON.stringify(value) ?? '—';
}

/** The columns' paths in a URL (`col`, repeated), kept valid and without repeats. */
export const COLUMN_PARAM = 'col';

export function readColumnPaths(search: URLSearchParams): string[] {
  return [...new Set(search.getAll(COLUMN_PARAM).filter(isMessagePath))].slice(0, MAX_PATH_COLUMNS);
}

export function writeColumnPaths(search: URLSearchParams, paths: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(COLUMN_PARAM);
  for (const path of paths) next.append(COLUMN_PARAM, path);
  return next;
}
